import { useQuery } from '@tanstack/react-query';
import { OrderActions } from './OrderActions';
import { orderDetailQuery } from './queries';

/** Accept or cancel a changed anybuy price from the list, with the order page's own confirmations. */
export function PriceChangeActions({ orderId }: { orderId: number }) {
  const { data } = useQuery(orderDetailQuery(orderId));
  return data ? <OrderActions detail={data} compact /> : null;
}

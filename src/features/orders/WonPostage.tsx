import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WonPaymentCard } from '../../components/bidding/WonPaymentCard';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/toast-store';
import { wonPaymentQuery } from '../../lib/queries/auctions';

/**
 * A won auction's order still awaiting the seller's domestic postage, paid here: the order's page is where
 * every won auction can be paid in every edition (Mercari has no pay page; the china edition has no Yahoo
 * mall). Once paid the order moves on and this card gives way to the order's new state.
 */
export function WonPostage({ orderId }: { orderId: number }) {
  const { t } = useTranslation('bidding');
  const won = useQuery(wonPaymentQuery(orderId));
  if (won.isError && !won.data) return <ErrorWidget variant="error" onRefresh={() => void won.refetch()} />;
  if (!won.data) return <Skeleton shape="block" width="100%" height={280} />;
  return <WonPaymentCard won={won.data} onOrderPage onPaid={() => toast.success(t('pay.done'))} />;
}

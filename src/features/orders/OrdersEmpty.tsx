import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderGroup } from '../../../generated/orders';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { CartIcon } from '../../components/ui/Icons';

/** No orders in this tab: the next step is finding something to buy, or looking at every order. */
export function OrdersEmpty({ group }: { group: OrderGroup | 'anybuy' }) {
  const { t } = useTranslation('orders');
  const pathTo = usePathTo();
  return (
    <EmptyState
      icon={<CartIcon size={32} />}
      title={t(`empty.${group}`)}
      description={t('empty.body')}
      action={
        <>
          <Link to={pathTo('search')} className={buttonClassName()}>
            {t('empty.search')}
          </Link>
          {group !== 'all' && (
            <Link to={pathTo('personal.order', { type: 'all' })} className={buttonClassName({ variant: 'secondary' })}>
              {t('empty.allOrders')}
            </Link>
          )}
        </>
      }
    />
  );
}

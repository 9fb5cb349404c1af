import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { usePrice } from '../../components/goods/use-price';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { CheckIcon } from '../../components/ui/Icons';
import styles from './Parcels.module.css';
import { parcelQuery } from './queries';
import { useParcelId } from './use-parcel-id';

/** Postage paid: what happens next, and where to follow the parcel. */
export default function PayMailSuccessScreen() {
  const { t } = useTranslation('parcels');
  usePageTitle(t('success.title'));
  const pathTo = usePathTo();
  const price = usePrice();
  const { data: parcel } = useSuspenseQuery(parcelQuery(useParcelId()));
  const paid = parcel.state !== 'awaitingPayment' && parcel.state !== 'cancelled';
  return (
    <div className={styles.page}>
      <EmptyState
        icon={<CheckIcon size={32} />}
        headingLevel={1}
        title={paid ? t('success.title') : t('success.notPaid')}
        description={paid ? t('success.body', { amount: price(parcel.paidYen).yen, id: parcel.id }) : undefined}
        action={
          <Link to={pathTo('personal.order.aviation')} className={buttonClassName()}>
            {t('aviation.title')}
          </Link>
        }
      />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { WonPaymentCard } from '../../components/bidding/WonPaymentCard';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePageTitle } from '../../components/page-title';
import { Skeleton } from '../../components/ui/Skeleton';
import { ApiError } from '../../lib/api/transport';
import { wonPaymentQuery } from '../../lib/queries/auctions';
import styles from './center.module.css';
import { wonIdOf } from './won-id';

/** /mall/yahoo/pay/{id}: a won Yahoo! auction's order, the seller's domestic postage still due, paid from the wallet. */
export default function PayScreen() {
  const { t } = useTranslation('center');
  usePageTitle(t('pay.title'));
  const id = wonIdOf(useParams().id);
  // Yahoo's page: a win of another marketplace is not found here (its order's page pays it).
  const won = useQuery({ ...wonPaymentQuery(id ?? 0, 'yahoo'), enabled: id !== null });
  if (id === null || (won.error instanceof ApiError && won.error.status === 404)) return <ErrorWidget variant="notFound" />;
  if (won.isError && !won.data) return <ErrorWidget variant="error" onRefresh={() => void won.refetch()} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('pay.title')}</h1>
      {won.data ? <WonPaymentCard won={won.data} site="yahoo" /> : <Skeleton shape="block" width="100%" height={320} />}
    </div>
  );
}

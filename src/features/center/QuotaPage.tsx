import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { buttonClassName } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { biddingQuotaQuery, type CentreSite } from '../../lib/queries/auctions';
import styles from './center.module.css';
import { centreRoute } from '../../lib/centre-routes';
import { QuotaCard } from './QuotaCard';

/** The quota page: the figures and how the quota works, with the way to raise it. */
export function QuotaPage({ site }: { site: CentreSite }) {
  const { t } = useTranslation('center');
  const quota = useQuery(biddingQuotaQuery(site));
  if (quota.isError && !quota.data) return <ErrorWidget variant="error" onRefresh={() => void quota.refetch()} />;
  if (!quota.data) return <Skeleton shape="block" width="100%" height={220} />;
  return (
    <>
      <QuotaCard quota={quota.data}>
        <AppLink to={centreRoute(site, 'recharge')!} className={buttonClassName({ fullWidth: true })}>
          {t('quota.raise')}
        </AppLink>
      </QuotaCard>
      <section className={styles.explain} aria-labelledby="quota-how">
        <h2 id="quota-how" className={styles.sectionTitle}>
          {t('quota.howTitle')}
        </h2>
        <p>{t('quota.how')}</p>
        <p>{t('quota.howPostage')}</p>
      </section>
    </>
  );
}

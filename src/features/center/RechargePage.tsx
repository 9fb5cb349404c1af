import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePrice } from '../../components/goods/use-price';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { biddingQuotaQuery, type CentreSite } from '../../lib/queries/auctions';
import styles from './center.module.css';
import { centreRoute } from '../../lib/centre-routes';

/**
 * Raising the quota is topping up the wallet: the wallet's own recharge page does the payment (card, 3-D
 * Secure, its outcome) and comes back here afterwards.
 */
export function RechargePage({ site }: { site: CentreSite }) {
  const { t } = useTranslation('center');
  const price = usePrice();
  const pathTo = usePathTo();
  const quota = useQuery(biddingQuotaQuery(site));
  if (quota.isError && !quota.data) return <ErrorWidget variant="error" onRefresh={() => void quota.refetch()} />;
  return (
    <Card as="section" className={styles.quota} aria-labelledby="recharge-title">
      <h2 id="recharge-title" className={styles.sectionTitle}>
        {t('recharge.title')}
      </h2>
      <p>{t('recharge.body')}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('quota.deposit')}</dt>
          <dd data-testid="recharge-deposit">{quota.data ? price(quota.data.depositYen).yen : <Skeleton shape="text" width="5em" />}</dd>
        </div>
        <div>
          <dt>{t('quota.held')}</dt>
          <dd>{quota.data ? price(quota.data.heldYen).yen : <Skeleton shape="text" width="5em" />}</dd>
        </div>
      </dl>
      <AppLink
        to="personal.recharge"
        args={[{}, { query: { return: pathTo(centreRoute(site, 'quota')!) } }]}
        className={buttonClassName({ size: 'lg', fullWidth: true })}
        data-testid="centre-recharge"
      >
        {t('recharge.action')}
      </AppLink>
    </Card>
  );
}

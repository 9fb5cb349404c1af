import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePrice } from '../../components/goods/use-price';
import { usePageTitle } from '../../components/page-title';
import { Skeleton } from '../../components/ui/Skeleton';
import { sameSitePath } from '../../lib/web-address';
import { rechargeParam } from './params';
import { walletSummaryQuery } from './queries';
import { RechargeForm } from './RechargeForm';
import { RechargeResult } from './RechargeResult';
import styles from './recharge.module.css';

/**
 * /personal/recharge: top up the wallet by card. `?recharge=<id>` shows that recharge's outcome (the
 * gateway returns here after 3-D Secure); `?return=<path of ours>` leads back there after success.
 */
export default function RechargeScreen() {
  const { t } = useTranslation('wallet');
  usePageTitle(t('recharge.title'));
  const price = usePrice();
  const [search] = useSearchParams();
  const id = rechargeParam(search);
  const returnTo = sameSitePath(search.get('return'));
  const { data: summary } = useQuery(walletSummaryQuery());

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('recharge.title')}</h1>
      <p className={styles.current} aria-busy={!summary}>
        <span>{t('recharge.current')}</span>{' '}
        {summary ? <strong data-testid="recharge-balance">{price(summary.balanceYen).yen}</strong> : <Skeleton shape="text" width="6em" />}
      </p>
      {id ? <RechargeResult key={id} id={id} returnTo={returnTo} /> : <RechargeForm returnTo={returnTo} />}
    </div>
  );
}

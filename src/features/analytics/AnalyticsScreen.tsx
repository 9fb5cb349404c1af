import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { api } from '../../lib/api/client';
import { useUser } from '../../lib/queries/user-info';
import { clearLogin } from '../../lib/session';
import { AccountsPanel } from './AccountsPanel';
import { FunnelPanel } from './FunnelPanel';
import { RangePicker } from './RangePicker';
import { RefundsPanel } from './RefundsPanel';
import { SalesPanel } from './SalesPanel';
import { SearchesPanel } from './SearchesPanel';
import styles from './analytics.module.css';
import { type DayRange, readRange } from './range';

export default function AnalyticsScreen() {
  const { t } = useTranslation('analytics');
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const { user } = useUser();
  const range = readRange(params);
  const change = (next: DayRange) => setParams({ from: next.from, to: next.to });
  const logout = async () => {
    try {
      await api.logoutAction({ silent: true });
    } finally {
      clearLogin();
      // A full load: nothing of the staff session stays in memory.
      window.location.assign('/login');
    }
  };
  const panel = <Skeleton shape="block" width="100%" height={360} />;
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <h1 className={styles.title}>{t('title')}</h1>
        <div className={styles.who}>
          {user && <span className={styles.muted}>{t('signedInAs', { name: user.nickname || user.email })}</span>}
          <Button variant="ghost" size="sm" onClick={() => void logout()}>
            {t('logout')}
          </Button>
        </div>
      </header>
      <RangePicker range={range} onChange={change} />
      <p className={styles.muted} aria-live="polite">
        {t('range.showing', { from: range.from, to: range.to })}
      </p>
      <div className={styles.grid} aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={panel}><SalesPanel range={range} /></Suspense>
        <Suspense fallback={panel}><FunnelPanel range={range} /></Suspense>
        <Suspense fallback={panel}><SearchesPanel range={range} /></Suspense>
        <Suspense fallback={panel}><AccountsPanel range={range} /></Suspense>
        <Suspense fallback={panel}><RefundsPanel range={range} /></Suspense>
      </div>
    </div>
  );
}

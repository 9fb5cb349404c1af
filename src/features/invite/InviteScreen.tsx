import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { InviteInfo } from '../../../generated/api/schemas';
import type { RouteLoader } from '../../app/route-loader';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { Button, buttonClassName } from '../../components/ui/Button';
import { CountTile, countTileClassName } from '../../components/ui/CountTile';
import { toast } from '../../components/ui/toast-store';
import { usePathTo } from '../../components/use-path-to';
import { api } from '../../lib/api/client';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { isLoggedIn } from '../../lib/session';
import styles from './invite.module.css';

/** /invite: the programme, and for a logged-in shopper their code and link to share and what it earned. */
export default function InviteScreen() {
  const { t } = useTranslation('invite');
  usePageTitle(t('title'));
  const { data } = useSuspenseQuery(inviteQuery(isLoggedIn()));
  const reward = t(data.rewardKind === 'points' ? 'rewardPoints' : 'rewardWallet', { amount: data.rewardAmount.toLocaleString() });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead', { reward })}</p>
      <ol className={styles.steps}>
        <li>{t('steps.share')}</li>
        <li>{t('steps.register')}</li>
        <li>{t('steps.ship', { reward })}</li>
      </ol>
      {data.code ? <MyCode info={data} /> : <Anonymous />}
      <p className={styles.muted}>{t('rules')}</p>
    </div>
  );
}

function Anonymous() {
  const { t } = useTranslation('invite');
  const location = useLocation();
  return (
    <section className={styles.card} aria-label={t('loginTitle')}>
      <p>{t('loginBody')}</p>
      <div className={styles.actions}>
        <AppLink to="login" args={[{}, { query: { redirect: location.pathname } }]} className={buttonClassName()}>
          {t('login')}
        </AppLink>
        <AppLink to="register" className={buttonClassName({ variant: 'secondary' })}>
          {t('register')}
        </AppLink>
      </div>
    </section>
  );
}

function MyCode({ info }: { info: InviteInfo }) {
  const { t } = useTranslation('invite');
  const pathTo = usePathTo();
  const link = `${window.location.origin}${pathTo('register', {}, { query: { invite: info.code! } })}`;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  const canShare = typeof navigator.share === 'function';
  return (
    <section className={styles.card} aria-labelledby="invite-mine">
      <h2 id="invite-mine" className={styles.subtitle}>
        {t('mine')}
      </h2>
      <p className={styles.code} data-testid="invite-code" translate="no">
        {info.code}
      </p>
      <label className={styles.linkLabel}>
        {t('link')}
        <input className={styles.link} readOnly value={link} data-testid="invite-link" onFocus={(e) => e.currentTarget.select()} dir="ltr" />
      </label>
      <div className={styles.actions}>
        <Button onClick={() => void copy(link)}>{t('copyLink')}</Button>
        <Button variant="secondary" onClick={() => void copy(info.code!)}>
          {t('copyCode')}
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void navigator.share({ title: t('shareTitle'), text: t('shareText'), url: link }).catch(() => undefined)}>
            {t('share')}
          </Button>
        )}
      </div>
      <div className={styles.counts}>
        <div className={countTileClassName} data-testid="invite-joined"><CountTile label={t('joined')} count={info.joined} /></div>
        <div className={countTileClassName} data-testid="invite-rewarded"><CountTile label={t('rewarded')} count={info.rewarded} /></div>
      </div>
    </section>
  );
}

// Keyed by login state: after logging in or out the page asks again instead of showing the other's answer.
const inviteQuery = (loggedIn: boolean) =>
  queryOptions({ queryKey: ['invite', loggedIn], queryFn: () => api.inviteInfo({ silent: true }), staleTime: 0 });

/** The invite page's data and strings (the route table imports this module for both). */
export const loader: RouteLoader = async () => {
  await Promise.all([loadNamespace('invite'), queryClient.ensureQueryData(inviteQuery(isLoggedIn()))]);
  return null;
};

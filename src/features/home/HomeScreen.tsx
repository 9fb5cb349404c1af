import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { siteIds } from '../../../generated/sites';
import { usePageTitle } from '../../components/page-title';
import { queryClient } from '../../lib/query-client';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { useAppState } from '../../stores/app-state';
import { ContentRail } from './ContentRail';
import styles from './HomeScreen.module.css';
import { Marketplaces } from './Marketplaces';
import { RateLine } from './RateLine';
import { RecentViews } from './RecentViews';

export const loader = () => queryClient.ensureQueryData(homeInfoQuery());

export default function HomeScreen() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(homeInfoQuery());
  const user = useAppState((s) => s.userInfo);
  usePageTitle(undefined);
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title} data-testid="home-greeting">
          {user ? t('home.welcome', { name: user.nickname || user.email }) : t('home.welcomeGuest')}
        </h1>
        {user ? (
          <p className={styles.counts}>
            <span>{t('home.coupons', { count: data.couponNum })}</span>
            <span>{t('home.unread', { count: data.user.message })}</span>
          </p>
        ) : (
          <p className={styles.lead}>{t('home.guestBody', { count: siteIds.length })}</p>
        )}
        <RateLine currencies={data.currencyList} />
      </section>
      <Marketplaces />
      <ContentRail title={t('home.activities')} type="activity" items={data.activity} />
      <RecentViews items={data.userViewLog.Data} />
      <ContentRail title={t('home.articles')} type="article" items={data.article} />
      <ContentRail title={t('home.hotShare')} type="experience" items={data.hotShare.map((e) => ({ id: e.id, title: e.title, appImageUrl: e.thumbnail, overview: e.nickname }))} />
    </div>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { offeredSites } from '../../components/goods/offered-sites';
import { usePageTitle } from '../../components/page-title';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { useUser } from '../../lib/queries/user-info';
import { BelowFold } from './BelowFold';
import { ContentRail } from './ContentRail';
import styles from './HomeScreen.module.css';
import { Marketplaces } from './Marketplaces';
import { RateLine } from './RateLine';
import { AdBanner } from './AdBanner';

// Goods rows sit below the fold: the goods cards' code (and the popular rows' calls) wait until the shopper
// scrolls near them, keeping the first load inside its budget.
const RecentViews = lazy(() => import('./RecentViews'));
const PopularRails = lazy(() => import('./PopularRails'));

export default function HomeScreen() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(homeInfoQuery());
  const { user } = useUser();
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
          <p className={styles.lead}>{t('home.guestBody', { count: offeredSites.length })}</p>
        )}
        <RateLine currencies={data.currencyList} exchange={data.exchange} />
      </section>
      <AdBanner ad={data.advertiseConfig} />
      <Marketplaces />
      <ContentRail title={t('home.activities')} type="activity" items={data.activity} />
      <BelowFold minHeight={320}>
        <RecentViews items={data.userViewLog.Data} />
      </BelowFold>
      <BelowFold minHeight={360}>
        <PopularRails />
      </BelowFold>
      <ContentRail title={t('home.articles')} type="article" items={data.article} />
      <ContentRail title={t('home.hotShare')} type="experience" items={data.hotShare.map((e) => ({ id: e.id, title: e.title, appImageUrl: e.thumbnail, overview: e.nickname }))} />
    </div>
  );
}

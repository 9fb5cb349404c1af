import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteMeta } from '../../../generated/routes';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { BidListPage } from './BidListPage';
import { CenterIndex } from './CenterIndex';
import { CenterNav } from './CenterNav';
import styles from './center.module.css';
import { DetailPage } from './DetailPage';
import { GoodsPage } from './GoodsPage';
import { centrePageOf, centreSiteOf } from './pages';
import { QuotaPage } from './QuotaPage';
import { RechargePage } from './RechargePage';
import { SellersPage } from './SellersPage';

/**
 * The seller centres of Yahoo! Auctions and Mercari (/mall/{site}/center and its pages): one screen for both,
 * the marketplace and the page read from the route.
 */
export default function CenterScreen() {
  const { t } = useTranslation('center');
  const meta = useMatches().at(-1)?.handle as RouteMeta | undefined;
  const site = centreSiteOf(meta);
  const page = centrePageOf(meta);
  usePageTitle(`${t(`pages.${page}`)} · ${t(`title.${site}`)}`);
  return (
    <div className={styles.page} data-centre={site} data-page={page}>
      <header className={styles.header}>
        <p className={styles.kicker}>{t(`title.${site}`)}</p>
        <h1 className={styles.title}>{t(`pages.${page}`)}</h1>
        {/* Back to every bid on every marketplace (/personal/bidding links to each centre). */}
        <AppLink to="personal.bidding" className={styles.back} data-testid="centre-all-bids">
          {t('allBids')}
        </AppLink>
      </header>
      <CenterNav site={site} current={page} />
      <Page site={site} page={page} />
    </div>
  );
}

function Page({ site, page }: { site: ReturnType<typeof centreSiteOf>; page: ReturnType<typeof centrePageOf> }) {
  switch (page) {
    case 'index':
      return <CenterIndex site={site} />;
    case 'quota':
      return <QuotaPage site={site} />;
    case 'recharge':
      return <RechargePage site={site} />;
    case 'detail':
      return <DetailPage site={site} />;
    case 'goods':
      return <GoodsPage site={site} />;
    case 'seller':
      return <SellersPage site={site} />;
    default:
      return <BidListPage site={site} view={page} />;
  }
}

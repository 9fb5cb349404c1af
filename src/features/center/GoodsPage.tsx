import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localizePath } from '../../../generated/routes';
import { AppLink } from '../../components/AppLink';
import { BidListSkeleton } from '../../components/bidding/BidListSkeleton';
import { bidGoodsPath } from '../../components/bidding/BidRow';
import { BidStatusChip } from '../../components/bidding/BidStatusChip';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { Pagination } from '../../components/goods/Pagination';
import { usePrice } from '../../components/goods/use-price';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Image } from '../../components/ui/Image';
import { edition, editionConfig } from '../../config/env';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { useLanguage } from '../../lib/i18n';
import { httpsImage } from '../../lib/image';
import { type CentreSite, myBidsQuery } from '../../lib/queries/auctions';
import styles from './center.module.css';
import { centreRoute } from '../../lib/centre-routes';

/** Yahoo's goods page: every item the shopper has bid on, as a grid of pictures with price and standing. */
export function GoodsPage({ site }: { site: CentreSite }) {
  const { t } = useTranslation('center');
  const language = useLanguage();
  const price = usePrice();
  const pathTo = usePathTo();
  const [search] = useSearchParams();
  const page = pageParamOf('Sig.Front.User.AppAuction.MyBids', search);
  const bids = useQuery(myBidsQuery('all', site, page));
  if (bids.isError && !bids.data) return <ErrorWidget variant="error" onRefresh={() => void bids.refetch()} />;
  if (!bids.data) return <BidListSkeleton />;
  if (bids.data.items.length === 0) {
    return (
      <EmptyState
        title={t('empty.goods.title')}
        description={t('empty.goods.body')}
        action={
          <AppLink to="mall.yahoo" className={buttonClassName()}>
            {t('empty.browse.yahoo')}
          </AppLink>
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.goods} data-testid="centre-goods">
        {bids.data.items.map((bid) => (
          <li key={bid.id} className={styles.goodsCard}>
            <Image src={httpsImage(bid.imageUrl)} alt="" width={160} height={160} fallbackSrc={editionConfig.imagePlaceholder} />
            <Link to={localizePath(bidGoodsPath(bid), edition, language)} className={styles.goodsTitle}>
              <span lang="ja" dir="auto">{bid.title}</span>
            </Link>
            <strong>{price(bid.currentYen).yen}</strong>
            <BidStatusChip status={bid.status} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCountOf('Sig.Front.User.AppAuction.MyBids', bids.data.total, bids.data.pageSize)}
        hrefOf={(p) => pathTo(centreRoute(site, 'goods')!, {}, { query: p > 1 ? { page: p } : {} })}
      />
    </>
  );
}

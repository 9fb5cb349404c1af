import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MyBid, Seller } from '../../../generated/api/schemas';
import { AppLink } from '../../components/AppLink';
import { BidListSkeleton } from '../../components/bidding/BidListSkeleton';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { api } from '../../lib/api/client';
import { type CentreSite, myBidsQuery } from '../../lib/queries/auctions';
import styles from './center.module.css';

interface SellerEntry {
  seller: Seller;
  bids: MyBid[];
}

/**
 * Yahoo's seller page: the sellers of the auctions the shopper won or bid on (the latest page of bids), each
 * with its shop page. The bids answer does not name sellers, so each item's detail is asked (cached).
 */
export function SellersPage({ site }: { site: CentreSite }) {
  const { t } = useTranslation('center');
  const bids = useQuery(myBidsQuery('all', site, 1));
  const items = bids.data?.items ?? [];
  const details = useQueries({
    queries: items.map((bid) => ({
      queryKey: ['bids', 'seller', bid.site, bid.id],
      queryFn: () => api.goodsDetail({ site: bid.site, id: bid.id }, { silent: true }),
    })),
  });
  if (bids.isError && !bids.data) return <ErrorWidget variant="error" onRefresh={() => void bids.refetch()} />;
  if (!bids.data || details.some((d) => d.isPending)) return <BidListSkeleton />;
  const sellers = new Map<string, SellerEntry>();
  details.forEach((detail, i) => {
    const seller = detail.data?.Seller;
    if (!seller) return;
    const entry = sellers.get(seller.Id) ?? { seller, bids: [] };
    entry.bids.push(items[i]!);
    sellers.set(seller.Id, entry);
  });
  if (sellers.size === 0) {
    return (
      <EmptyState
        title={t('empty.seller.title')}
        description={t('empty.seller.body')}
        action={
          <AppLink to="mall.yahoo" className={buttonClassName()}>
            {t('empty.browse.yahoo')}
          </AppLink>
        }
      />
    );
  }
  return (
    <ul className={styles.list} data-testid="centre-sellers">
      {[...sellers.values()].map(({ seller, bids: theirs }) => (
        <li key={seller.Id} className={styles.sellerRow}>
          <div>
            <p className={styles.sellerName}>
              <bdi lang="ja">{seller.Name}</bdi>
            </p>
            <p className={styles.muted}>
              {t('seller.auctions', { count: theirs.length })} · {t('seller.won', { count: theirs.filter((b) => b.status === 'won').length })}
            </p>
          </div>
          <AppLink to="mall.yahoo.shopById" args={[{ id: seller.Id }]} className={buttonClassName({ size: 'sm', variant: 'secondary' })} data-testid="centre-seller-shop">
            {t('seller.shop')}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MyBid } from '../../../generated/api/schemas';
import { AppLink } from '../../components/AppLink';
import { BidListSkeleton } from '../../components/bidding/BidListSkeleton';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { type CentreSite, myBidsQuery } from '../../lib/queries/auctions';
import styles from './center.module.css';

interface SellerEntry {
  seller: { Id: string; Name: string };
  bids: MyBid[];
}

/** Yahoo's seller page: the sellers of the auctions the shopper won or bid on (the latest page of bids), each with its shop page. */
export function SellersPage({ site }: { site: CentreSite }) {
  const { t } = useTranslation('center');
  const bids = useQuery(myBidsQuery('all', site, 1));
  if (bids.isError && !bids.data) return <ErrorWidget variant="error" onRefresh={() => void bids.refetch()} />;
  if (!bids.data) return <BidListSkeleton />;
  const sellers = new Map<string, SellerEntry>();
  for (const bid of bids.data.items) {
    const entry = sellers.get(bid.sellerId) ?? { seller: { Id: bid.sellerId, Name: bid.sellerName }, bids: [] };
    entry.bids.push(bid);
    sellers.set(bid.sellerId, entry);
  }
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

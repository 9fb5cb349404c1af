import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Seller } from '../../../generated/api/schemas';
import { Pagination } from '../../components/goods/Pagination';
import { usePathTo } from '../../components/use-path-to';
import { usePageTitle } from '../../components/page-title';
import { api } from '../../lib/api/client';
import { collectedSellersQuery } from '../../lib/queries/collect';
import styles from './Collect.module.css';
import { CollectEmpty } from './CollectEmpty';
import { CollectTabs } from './CollectTabs';
import { SellerRow } from './SellerRow';
import { useRemovable } from './use-removable';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { constants } from '../../../generated/constants';

const keyOf = (seller: Seller) => `${seller.Site}:${seller.Id}`;

export default function CollectSellersScreen() {
  const { t } = useTranslation(['translation', 'goods']);
  usePageTitle(t('goods:collect.sellersTitle'));
  const pathTo = usePathTo();
  const [search] = useSearchParams();
  const page = pageParamOf('Sig.Front.User.AppCollect.SellerList', search);
  const { data } = useSuspenseQuery(collectedSellersQuery(page));
  const removal = useRemovable(collectedSellersQuery(page).queryKey, keyOf, (seller: Seller) => api.uncollectSeller({ site: seller.Site, sellerId: seller.Id }));
  const sellers = data.items;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('goods:collect.sellersTitle')}</h1>
      <CollectTabs current="sellers" />
      {sellers.length === 0 ? (
        <CollectEmpty kind="sellers" backToFirst={page > 1 ? pathTo('personal.collect.seller') : undefined} />
      ) : (
        <ul className={styles.sellers} aria-label={t('goods:collect.sellersLabel')} data-testid="collect-sellers">
          {sellers.map((seller) => (
            <SellerRow key={keyOf(seller)} seller={seller} busy={removal.isBusy(seller)} onRemove={() => removal.remove(seller)} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCountOf('Sig.Front.User.AppCollect.SellerList', data.total, data.pageSize || constants.collections.pageSize)}
        hrefOf={(p) => pathTo('personal.collect.seller', {}, { query: p > 1 ? { page: p } : {} })}
      />
    </div>
  );
}

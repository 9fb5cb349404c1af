import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GoodsListItem } from '../../../generated/api/schemas';
import { GoodsCard } from '../../components/goods/GoodsCard';
import { Pagination } from '../../components/goods/Pagination';
import { usePathTo } from '../../components/use-path-to';
import { usePageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/Button';
import { api } from '../../lib/api/client';
import { collectedGoodsQuery } from '../../lib/queries/collect';
import styles from './Collect.module.css';
import { CollectEmpty } from './CollectEmpty';
import { CollectTabs } from './CollectTabs';
import { useRemovable } from './use-removable';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { constants } from '../../../generated/constants';

const keyOf = (item: GoodsListItem) => `${item.Site}:${item.Id}`;

export default function CollectGoodsScreen() {
  const { t } = useTranslation(['translation', 'goods']);
  usePageTitle(t('goods:collect.title'));
  const pathTo = usePathTo();
  const [search] = useSearchParams();
  const page = pageParamOf('Sig.Front.User.AppCollect.GoodsList', search);
  const { data } = useSuspenseQuery(collectedGoodsQuery(page));
  const removal = useRemovable(collectedGoodsQuery(page).queryKey, keyOf, (item: GoodsListItem) => api.uncollectGoods({ site: item.Site, id: item.Id }));
  const items = data.items;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('goods:collect.title')}</h1>
      <CollectTabs current="goods" />
      {items.length === 0 ? (
        <CollectEmpty kind="goods" backToFirst={page > 1 ? pathTo('personal.collect') : undefined} />
      ) : (
        <ul className={styles.grid} aria-label={t('goods:collect.goodsLabel')} data-testid="collect-goods">
          {items.map((item) => (
            <li key={keyOf(item)} className={styles.cell}>
              <GoodsCard item={item} headingLevel={2} />
              <Button variant="secondary" size="sm" aria-label={t('goods:collect.removeLabel', { name: item.Name })} fullWidth loading={removal.isBusy(item)} onClick={() => removal.remove(item)}>
                {t('goods:collect.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCountOf('Sig.Front.User.AppCollect.GoodsList', data.total, data.pageSize || constants.collections.pageSize)}
        hrefOf={(p) => pathTo('personal.collect', {}, { query: p > 1 ? { page: p } : {} })}
      />
    </div>
  );
}

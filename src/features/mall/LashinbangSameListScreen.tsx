import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GoodsGrid } from '../../components/goods/GoodsGrid';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePageTitle } from '../../components/page-title';
import { EmptyState } from '../../components/ui/EmptyState';
import styles from './mall.module.css';
import { lashinbangSameListQuery } from './queries';
import { sameListId } from './params';

/** The same title stocked by Lashinbang's other branches (?id= of the item), to compare price and condition. */
export default function LashinbangSameListScreen() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const id = sameListId(query);
  usePageTitle(t('browse.mall.sameList'));
  const list = useQuery({ ...lashinbangSameListQuery(id), enabled: id !== '' });
  if (!id) return <ErrorWidget variant="notFound" />;
  if (list.isError) return <ErrorWidget variant="error" onRefresh={() => void list.refetch()} />;
  return (
    <div className={styles.page} data-route="mall.lashinbang.sameList">
      <h1 className={styles.title}>{t('browse.mall.sameList')}</h1>
      <GoodsGrid
        items={list.data?.items}
        loading={list.isPending}
        label={t('browse.mall.sameList')}
        hideSite
        empty={<EmptyState title={t('browse.mall.noGoods')} description={t('browse.mall.noGoodsBody')} />}
      />
    </div>
  );
}

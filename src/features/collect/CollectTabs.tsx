import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { collectCountsQuery } from '../../lib/queries/collect';
import { useAppState } from '../../stores/app-state';
import styles from './Collect.module.css';

/** The two collections as tabs between their pages, with the counts of the client state. */
export function CollectTabs({ current }: { current: 'goods' | 'sellers' }) {
  const { t } = useTranslation();
  const { data } = useQuery(collectCountsQuery());
  useEffect(() => {
    if (data) useAppState.setState({ goodsCollectCount: data.goods, sellerCollectCount: data.sellers });
  }, [data]);
  // The fresh answer first: the client state catches up only after this render.
  const goods = useAppState((s) => data?.goods ?? s.goodsCollectCount);
  const sellers = useAppState((s) => data?.sellers ?? s.sellerCollectCount);
  return (
    <nav className={styles.tabs} aria-label={t('goods.collect.tabsLabel')}>
      <AppLink to="personal.collect" className={styles.tab} aria-current={current === 'goods' ? 'page' : undefined}>
        {t('goods.collect.goodsTab')} <span className={styles.count}>{goods}</span>
      </AppLink>
      <AppLink to="personal.collect.seller" className={styles.tab} aria-current={current === 'sellers' ? 'page' : undefined}>
        {t('goods.collect.sellersTab')} <span className={styles.count}>{sellers}</span>
      </AppLink>
    </nav>
  );
}

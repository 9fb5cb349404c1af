import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { collectCountsQuery } from '../../lib/queries/collect';
import styles from './Collect.module.css';

/** The two collections as tabs between their pages, with their counts. */
export function CollectTabs({ current }: { current: 'goods' | 'sellers' }) {
  const { t } = useTranslation(['translation', 'goods']);
  const { data } = useQuery(collectCountsQuery());
  // The route loader has fetched the counts; saving or removing anywhere updates them in the cache.
  const goods = data?.goods ?? 0;
  const sellers = data?.sellers ?? 0;
  return (
    <nav className={styles.tabs} aria-label={t('goods:collect.tabsLabel')}>
      <AppLink to="personal.collect" className={styles.tab} aria-current={current === 'goods' ? 'page' : undefined}>
        {t('goods:collect.goodsTab')} <span className={styles.count}>{goods}</span>
      </AppLink>
      <AppLink to="personal.collect.seller" className={styles.tab} aria-current={current === 'sellers' ? 'page' : undefined}>
        {t('goods:collect.sellersTab')} <span className={styles.count}>{sellers}</span>
      </AppLink>
    </nav>
  );
}

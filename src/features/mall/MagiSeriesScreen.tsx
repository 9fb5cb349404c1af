import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/goods/count';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useLanguage } from '../../lib/i18n';
import styles from './mall.module.css';
import { magiSeriesQuery } from './queries';

/** magi's card series, each a search of magi for its name. */
export default function MagiSeriesScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('browse.mall.series'));
  const series = useQuery(magiSeriesQuery());
  if (series.isError) return <ErrorWidget variant="error" onRefresh={() => void series.refetch()} />;
  const items = series.data?.series;
  return (
    <div className={styles.page} data-route="mall.magi.series">
      <h1 className={styles.title}>{t('browse.mall.series')}</h1>
      {items && items.length === 0 ? (
        <EmptyState title={t('browse.mall.noSeries')} />
      ) : (
        <ul className={styles.series} aria-busy={!items || undefined}>
          {items
            ? items.map((s) => (
                <li key={s.id}>
                  <AppLink to="mall.magi.search" args={[{}, { query: { keyword: s.name } }]} className={styles.seriesLink}>
                    <span lang="ja" dir="auto">
                      {s.name}
                    </span>
                    <span className={styles.muted}>{t('browse.search.count', { count: s.count, formatted: formatCount(s.count, language) })}</span>
                  </AppLink>
                </li>
              ))
            : Array.from({ length: 9 }, (_, i) => (
                <li key={i}>
                  <Skeleton shape="block" width="100%" height={56} />
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/goods/count';
import { useLanguage } from '../../lib/i18n';
import styles from './SearchScreen.module.css';

/** The number of results, announced politely when a new search settles. */
export function ResultCount({ total, pending }: { total: number | undefined; pending: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className={styles.count} role="status" data-testid="search-count">
      {total === undefined || pending
        ? t('browse.search.searching')
        : t('browse.search.count', { count: total, formatted: formatCount(total, language) })}
    </p>
  );
}

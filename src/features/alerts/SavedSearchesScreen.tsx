import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { SearchIcon } from '../../components/ui/Icons';
import { usePathTo } from '../../components/use-path-to';
import { savedSearchesQuery } from './searches-route';
import { SavedSearchRow } from './SavedSearchRow';
import styles from './SavedSearches.module.css';

/** The shopper's saved searches: open, rename, pause or resume alerts, delete. */
export default function SavedSearchesScreen() {
  const { t } = useTranslation('alerts');
  usePageTitle(t('list.title'));
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(savedSearchesQuery());
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <p className={styles.intro}>{t('list.intro')}</p>
        {data.items.length > 0 && (
          <p className={styles.usage} data-testid="saved-usage">
            {t('list.usage', { used: data.items.length, max: data.limit })}
          </p>
        )}
      </header>
      {data.items.length === 0 ? (
        <EmptyState
          icon={<SearchIcon size={32} />}
          title={t('list.empty')}
          description={t('list.emptyBody')}
          action={
            <Link to={pathTo('search')} className={buttonClassName()}>
              {t('list.toSearch')}
            </Link>
          }
        />
      ) : (
        <ul className={styles.list} aria-label={t('list.title')} data-testid="saved-searches">
          {data.items.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </div>
  );
}

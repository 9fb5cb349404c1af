import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';
import { searchHistoryQuery } from './queries';
import styles from './SearchScreen.module.css';

// The full list is kept (spec §5 caps it at 100); a page shows the newest few.
const shown = 20;

/** The shopper's recent terms under the field while it is empty; each is a link to search it again. */
export function SearchHistory({ hrefOf }: { hrefOf: (term: string) => string }) {
  const { t } = useTranslation();
  const { data } = useQuery(searchHistoryQuery());
  const clear = useMutation({
    mutationFn: () => api.clearSearchHistory(),
    onSuccess: (history) => queryClient.setQueryData(searchHistoryQuery().queryKey, history),
  });
  const terms = data?.terms ?? [];
  if (terms.length === 0) return null;
  return (
    <section aria-labelledby="search-history" className={styles.history} data-testid="search-history">
      <div className={styles.historyHead}>
        <h2 id="search-history" className={styles.historyTitle}>
          {t('browse.history.title')}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => clear.mutate()} loading={clear.isPending}>
          {t('browse.history.clear')}
        </Button>
      </div>
      <ul className={styles.terms}>
        {terms.slice(0, shown).map((term) => (
          <li key={term}>
            <Link to={hrefOf(term)} className={styles.term} dir="auto">
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnalyticsTerm } from '../../../generated/api/schemas';
import { Figure, Panel } from './Panel';
import { formatCount } from './format';
import { searchesQuery } from './queries';
import type { DayRange } from './range';
import styles from './analytics.module.css';

function TermTable({ caption, terms, empty }: { caption: string; terms: readonly AnalyticsTerm[]; empty: string }) {
  const { t } = useTranslation('analytics');
  if (terms.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('searches.term')}</th>
          <th scope="col">{t('searches.searches')}</th>
          <th scope="col">{t('searches.visitors')}</th>
        </tr>
      </thead>
      <tbody>
        {terms.map((row) => (
          <tr key={row.term}>
            <th scope="row" dir="auto">{row.term}</th>
            <td>{formatCount(row.searches)}</td>
            <td>{formatCount(row.visitors)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SearchesPanel({ range }: { range: DayRange }) {
  const { t } = useTranslation('analytics');
  const { data } = useSuspenseQuery(searchesQuery(range));
  return (
    <Panel
      id="searches"
      title={t('searches.title')}
      range={range}
      figures={
        <>
          <Figure label={t('searches.searches')} value={formatCount(data.searches)} testId="searches-total" />
          <Figure label={t('searches.noResultSearches')} value={formatCount(data.noResultSearches)} />
        </>
      }
      csv={{
        name: 'searches',
        header: [t('searches.list'), t('searches.term'), t('searches.searches'), t('searches.visitors')],
        rows: () => [
          ...data.top.map((r) => ['top', r.term, r.searches, r.visitors] as const),
          ...data.noResults.map((r) => ['noResults', r.term, r.searches, r.visitors] as const),
        ],
      }}
    >
      <div className={styles.tables}>
        <TermTable caption={t('searches.top')} terms={data.top} empty={t('searches.empty')} />
        <TermTable caption={t('searches.noResults')} terms={data.noResults} empty={t('searches.emptyNoResults')} />
      </div>
    </Panel>
  );
}

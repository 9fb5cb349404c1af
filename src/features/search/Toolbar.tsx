import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsView } from '../../components/goods/GoodsCard';
import { Select } from '../../components/ui/Select';
import { type Sort, sorts } from './filters';
import styles from './SearchScreen.module.css';

interface ToolbarProps {
  sort: Sort;
  view: GoodsView;
  onSort: (sort: Sort) => void;
  onView: (view: GoodsView) => void;
  /** The phone's "Filters" button (a Sheet trigger); hidden where the sidebar shows. */
  filtersButton?: ReactNode;
}

export function Toolbar({ sort, view, onSort, onView, filtersButton }: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      {filtersButton && <div className={styles.filtersButton}>{filtersButton}</div>}
      <Select
        label={t('browse.sort.label')}
        hideLabel
        value={sort}
        onChange={(e) => onSort(e.target.value as Sort)}
        className={styles.sort}
        data-testid="search-sort"
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {t(`browse.sort.${s}`)}
          </option>
        ))}
      </Select>
      <div className={styles.segmented} role="group" aria-label={t('browse.view.label')}>
        {(['grid', 'list'] as const).map((v) => (
          <button key={v} type="button" className={styles.segment} aria-pressed={view === v} onClick={() => onView(v)}>
            {t(`browse.view.${v}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

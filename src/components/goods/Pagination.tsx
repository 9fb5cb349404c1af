import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronIcon } from '../ui/Icons';
import styles from './Pagination.module.css';
import { pageWindow } from './page-window';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page (the current address with its page changed), so pages are real links. */
  hrefOf: (page: number) => string;
}

export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('browse.pagination.label')} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} className={styles.item} rel="prev" aria-label={t('browse.pagination.previous')}>
              <ChevronIcon direction="start" size={16} />
            </Link>
          ) : null}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefOf(p)}
                className={styles.item}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('browse.pagination.page', { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefOf(page + 1)} className={styles.item} rel="next" aria-label={t('browse.pagination.next')}>
              <ChevronIcon direction="end" size={16} />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}

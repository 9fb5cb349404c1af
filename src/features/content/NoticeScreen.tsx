import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { EmptyState } from '../../components/ui/EmptyState';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { isLoggedIn } from '../../lib/session';
import styles from './Content.module.css';
import { lastSeenNotice, markNoticesSeen } from './notice-seen';
import { NoticeBody } from './NoticeBody';
import { contentListQuery } from './queries';

/** Service notices: pinned ones first, then newest first; a logged-in shopper sees which are new to them. */
export default function NoticeScreen() {
  const { t } = useTranslation('content');
  usePageTitle(t('notices.title'));
  const language = useLanguage();
  const pathTo = usePathTo();
  const [search] = useSearchParams();
  const page = pageParamOf('Sig.Front.Content.List', search);
  const { data } = useSuspenseQuery(contentListQuery('notice', page));
  const [loggedIn] = useState(isLoggedIn);
  // Read once per visit: the marks stay while the page is open, and are gone next time.
  const [seen] = useState(lastSeenNotice);
  useEffect(() => {
    if (loggedIn) markNoticesSeen(Math.max(0, ...data.items.map((n) => Date.parse(n.publishedAt))));
  }, [data, loggedIn]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('notices.title')}</h1>
      {data.items.length === 0 ? (
        <EmptyState title={t('notices.empty')} />
      ) : (
        <ul className={styles.list} data-testid="notice-list">
          {data.items.map((notice) => (
            <li key={notice.id} className={styles.notice} data-pinned={notice.pinned || undefined}>
              <h2 className={styles.noticeHead}>
                {notice.pinned && <span className={styles.tag}>{t('notices.pinned')}</span>}
                {loggedIn && Date.parse(notice.publishedAt) > seen && <span className={styles.tagNew}>{t('notices.new')}</span>}
                <span dir="auto">{notice.title}</span>
              </h2>
              <p className={styles.muted}>
                <time dateTime={notice.publishedAt}>{formatDate(Date.parse(notice.publishedAt), undefined, language)}</time>
              </p>
              <NoticeBody notice={notice} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCountOf('Sig.Front.Content.List', data.total, data.pageSize)} hrefOf={(p) => pathTo('notice', {}, { query: p > 1 ? { page: p } : {} })} />
    </div>
  );
}

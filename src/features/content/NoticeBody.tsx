import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentSummary } from '../../../generated/api/schemas';
import { ContentBody } from '../../components/content/ContentBody';
import styles from './Content.module.css';
import { contentQuery } from './queries';

/** A notice's overview, and its whole text once opened (fetched then: most notices are read by their title). */
export function NoticeBody({ notice }: { notice: ContentSummary }) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  const { data } = useQuery({ ...contentQuery('notice', String(notice.id)), enabled: open });
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.muted} dir="auto">
        {notice.overview ?? t('notices.more')}
      </summary>
      {data && <ContentBody html={data.bodyHtml} />}
    </details>
  );
}

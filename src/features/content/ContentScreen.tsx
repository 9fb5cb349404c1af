import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/page-title';
import { Image } from '../../components/ui/Image';
import { editionConfig } from '../../config/env';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { ContentBody } from '../../components/content/ContentBody';
import styles from './Content.module.css';
import { LanguageNote } from './LanguageNote';
import { contentQuery } from './queries';
import { useContentTarget } from './use-target';

/** One article, activity, introduction or user guide: its picture, title, date and Markdown body. */
export default function ContentScreen() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const target = useContentTarget();
  const { data } = useSuspenseQuery(contentQuery(target.kind, target.key));
  usePageTitle(data.title);
  const dated = data.kind === 'article' || data.kind === 'notice';
  return (
    <article className={styles.page} data-testid="content-page">
      {data.picture && <Image className={styles.hero} src={data.picture} alt="" width={600} height={338} loading="eager" fallbackSrc={editionConfig.imagePlaceholder} />}
      <h1 className={styles.title} dir="auto">
        {data.title}
      </h1>
      {dated && (
        <p className={styles.muted}>
          <time dateTime={data.publishedAt}>{t('published', { date: formatDate(Date.parse(data.publishedAt), undefined, language) })}</time>
        </p>
      )}
      <LanguageNote shown={data.language} guide={data.kind === 'guide'} />
      {data.overview && (
        <p className={styles.muted} dir="auto">
          {data.overview}
        </p>
      )}
      <ContentBody html={data.bodyHtml} />
    </article>
  );
}

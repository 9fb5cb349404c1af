import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { EmptyState } from '../../components/ui/EmptyState';
import styles from './Content.module.css';
import { LanguageNote } from './LanguageNote';
import { guidesQuery } from './queries';

const knownTopics = ['buying', 'payment', 'shipping', 'auctions', 'fees', 'afterSales'];

/** The help centre: the guides grouped by topic, in the help-file language of spec §5. */
export default function UserGuideScreen() {
  const { t } = useTranslation('content');
  usePageTitle(t('guide.title'));
  const { data } = useSuspenseQuery(guidesQuery());
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('guide.title')}</h1>
      <p className={styles.muted}>{t('guide.intro')}</p>
      <LanguageNote shown={data.language} guide />
      {data.topics.length === 0 && <EmptyState title={t('guide.empty')} />}
      <div className={styles.topics}>
        {data.topics.map(({ topic, items }) => (
          <section key={topic} aria-labelledby={`topic-${topic}`}>
            <h2 id={`topic-${topic}`} className={styles.topicTitle}>
              {knownTopics.includes(topic) ? t(`guide.topics.${topic}`) : topic}
            </h2>
            <ul className={styles.list}>
              {items.map((guide) => (
                <li key={guide.id}>
                  <AppLink to="userGuide.type" args={[{ type: guide.code ?? String(guide.id) }]} className={styles.guideLink}>
                    <strong dir="auto">{guide.title}</strong>
                    {guide.overview && (
                      <span className={styles.cardText} dir="auto">
                        {guide.overview}
                      </span>
                    )}
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { EmptyState } from '../../components/ui/EmptyState';
import { TextField } from '../../components/ui/TextField';
import { helpMatches } from '../../lib/help-search';
import { useLanguage } from '../../lib/i18n';
import styles from './Content.module.css';
import { HelpQuestions } from './HelpQuestions';
import { LanguageNote } from './LanguageNote';
import { helpFacts, helpQuestions } from './help-facts';
import { guidesQuery } from './queries';

const knownTopics = ['buying', 'payment', 'shipping', 'auctions', 'fees', 'afterSales'];

/**
 * The help centre: the common questions in the shopper's own language, then the guides grouped by topic in
 * the help-file language of spec §5. The search filters both as the shopper types.
 */
export default function UserGuideScreen() {
  const { t } = useTranslation('content');
  const { t: h } = useTranslation('help');
  const language = useLanguage();
  usePageTitle(t('guide.title'));
  const { data } = useSuspenseQuery(guidesQuery());
  const [query, setQuery] = useState('');
  const facts = helpFacts(language);
  const searching = query.trim() !== '';
  const questions = helpQuestions.filter((key) => helpMatches(`${h(`questions.${key}.q`)} ${h(`questions.${key}.a`, facts)}`, query));
  const topics = data.topics
    .map(({ topic, items }) => ({ topic, items: items.filter((guide) => helpMatches(`${guide.title} ${guide.overview ?? ''}`, query)) }))
    .filter(({ items }) => items.length > 0);
  const nothing = searching && questions.length === 0 && topics.length === 0;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('guide.title')}</h1>
      <p className={styles.muted}>{t('guide.intro')}</p>
      <div role="search">
        <TextField type="search" label={h('search.label')} placeholder={h('search.placeholder')} value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {nothing && (
        <p role="status" className={styles.muted}>
          {h('search.none', { query: query.trim() })}
        </p>
      )}
      {questions.length > 0 && (
        <section aria-labelledby="help-questions">
          <h2 id="help-questions" className={styles.topicTitle}>
            {h('questionsTitle')}
          </h2>
          <HelpQuestions shown={questions} facts={facts} searching={searching} />
        </section>
      )}
      <AppLink to="workOrder.add" className={styles.ticketLink}>
        {h('search.ticket')}
      </AppLink>
      {topics.length > 0 && (
        <>
          <h2 className={styles.title} id="help-guides">
            {h('guidesTitle')}
          </h2>
          <LanguageNote shown={data.language} guide />
        </>
      )}
      {data.topics.length === 0 && <EmptyState title={t('guide.empty')} />}
      <div className={styles.topics}>
        {topics.map(({ topic, items }) => (
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

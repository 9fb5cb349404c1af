import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentLink } from '../../../generated/routes';
import { usePathTo } from '../../components/use-path-to';
import { edition } from '../../config/env';
import { homeInfoQuery } from '../../lib/queries/home-info';
import styles from './SeoEmptyPage.module.css';
import { useLanguage } from '../../lib/i18n';

/**
 * What an empty page still offers shoppers and search engines: popular campaigns, articles and shared
 * experiences, as plain links.
 */
export function SeoEmptyPage() {
  const { t } = useTranslation();
  const { data } = useQuery(homeInfoQuery());
  const pathTo = usePathTo();
  const language = useLanguage();
  if (!data) return null;
  const sections = [
    { title: t('seo.activities'), items: data.activity.map((a) => ({ key: `a${a.id}`, text: a.title, to: contentLink({ ...a, type: 'activity' }, edition, language) })) },
    { title: t('seo.articles'), items: data.article.map((a) => ({ key: `r${a.id}`, text: a.title, to: contentLink({ ...a, type: 'article' }, edition, language) })) },
    { title: t('seo.hotShare'), items: data.hotShare.map((e) => ({ key: `e${e.id}`, text: e.title, to: pathTo('experience.detail', { id: e.id }) })) },
  ].filter((s) => s.items.length > 0);
  return (
    <div className={styles.grid}>
      {sections.map((section) => (
        <section key={section.title} className={styles.section}>
          <h2 className={styles.heading}>{section.title}</h2>
          <ul className={styles.list}>
            {section.items.map((item) => (
              <li key={item.key}>
                <a href={item.to}>{item.text}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

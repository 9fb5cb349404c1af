import { type ContentType, contentLink } from '../../../generated/routes';
import { usePathTo } from '../../components/use-path-to';
import { Image } from '../../components/ui/Image';
import { edition, editionConfig } from '../../config/env';
import styles from './HomeScreen.module.css';
import { useLanguage } from '../../lib/i18n';
import { textLanguageAttributes } from '../../lib/text-language';
import type { ServiceLanguage } from '../../../generated/languages';

interface RailItem {
  id: number;
  code?: string | null;
  title: string;
  appImageUrl?: string | null;
  overview?: string | null;
  /** The language of the title and overview, when it may differ from the page's (absent for shoppers' own words). */
  language?: ServiceLanguage;
}

/** A titled row of campaigns, articles or shared experiences; absent when there is nothing to show. */
export function ContentRail({ title, type, items }: { title: string; type: ContentType | 'experience'; items: RailItem[] }) {
  const language = useLanguage();
  const pathTo = usePathTo();
  if (items.length === 0) return null;
  const linkOf = (item: RailItem) =>
    type === 'experience'
      ? pathTo('experience.detail', { id: item.id })
      : contentLink({ id: item.id, code: item.code, type }, edition, language);
  const headingId = `rail-${type}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.rail}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={linkOf(item)} className={styles.card}>
              <Image src={item.appImageUrl ?? ''} alt="" width={320} height={180} fallbackSrc={editionConfig.imagePlaceholder} />
              <div className={styles.cardWords} {...(item.language ? textLanguageAttributes(item.language, language) : { dir: 'auto' })}>
                <p className={styles.cardTitle}>{item.title}</p>
                {item.overview && <p className={styles.cardText}>{item.overview}</p>}
              </div>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

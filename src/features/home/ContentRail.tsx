import { type ContentType, contentLink } from '../../../generated/routes';
import { usePathTo } from '../../components/use-path-to';
import { Image } from '../../components/ui/Image';
import { edition, editionConfig } from '../../config/env';
import styles from './HomeScreen.module.css';
import { useLanguage } from '../../lib/i18n';

interface RailItem {
  id: number;
  code?: string | null;
  title: string;
  appImageUrl?: string | null;
  overview?: string | null;
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
              <p className={styles.cardTitle} dir="auto">
                {item.title}
              </p>
              {item.overview && (
                <p className={styles.cardText} dir="auto">
                  {item.overview}
                </p>
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

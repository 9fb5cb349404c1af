import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SiteId } from '../../../generated/sites';
import { usePathTo } from '../../components/use-path-to';
import { Skeleton } from '../../components/ui/Skeleton';
import { categoriesQuery } from '../../lib/queries/categories';
import { Link } from 'react-router';
import styles from './mall.module.css';

/** A marketplace's top categories as links into its search; nothing when it has none. */
export function CategoryLinks({ site }: { site: SiteId }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const { data, isPending, isError } = useQuery(categoriesQuery(site));
  if (isError) return null;
  const headingId = `categories-${site}`;
  const entries = data?.filter((c) => !c.all) ?? [];
  if (!isPending && entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId} aria-busy={isPending || undefined}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('browse.mall.categories')}
      </h2>
      <ul className={styles.categories}>
        {isPending
          ? Array.from({ length: 8 }, (_, i) => (
              <li key={i}>
                <Skeleton shape="block" width={120} height={40} />
              </li>
            ))
          : entries.map((c) => (
              <li key={c.id}>
                <Link to={pathTo('search', {}, { query: { site, category: c.id } })} className={styles.category} dir="auto">
                  {c.name}
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}

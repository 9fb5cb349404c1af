import { useTranslation } from 'react-i18next';
import type { HaulCard } from '../../../generated/api/schemas';
import { sites } from '../../../generated/sites';
import { AppLink } from '../../components/AppLink';
import { Chip } from '../../components/ui/Chip';
import { Image } from '../../components/ui/Image';
import { editionConfig } from '../../config/env';
import styles from './experience.module.css';

/** Approved hauls as cards: first photo, title, author, marketplace and likes. */
export function HaulGrid({ items, label }: { items: readonly HaulCard[]; label: string }) {
  const { t } = useTranslation('experience');
  const { t: shell } = useTranslation();
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} data-testid="haul-card">
          <AppLink to="experience.detail" args={[{ id: item.id }]} className={styles.card}>
            <Image src={item.thumbnail ?? ''} alt="" width={300} height={300} fallbackSrc={editionConfig.imagePlaceholder} />
            <span className={styles.cardBody}>
              <span className={styles.cardTitle} dir="auto">{item.title}</span>
              <span className={styles.muted} dir="auto">{t('by', { name: item.nickname })}</span>
              <span className={styles.row}>
                {item.site && <Chip tone="brand">{shell(sites[item.site].name)}</Chip>}
                <span className={styles.muted}>{t('likes', { n: item.likes })}</span>
              </span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import type { GoodsListItem } from '../../../generated/api/schemas';
import { Image } from '../../components/ui/Image';
import { edition, editionConfig } from '../../config/env';
import { formatYen } from '../../lib/currency';
import styles from './HomeScreen.module.css';
import { useLanguage } from '../../lib/i18n';

/** The shopper's recently viewed goods; the goods cards and their links arrive with the catalog. */
export function RecentViews({ items }: { items: GoodsListItem[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="home-recent">
      <h2 id="home-recent" className={styles.sectionTitle}>
        {t('home.recentViews')}
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{t('home.noRecentViews')}</p>
      ) : (
        <ul className={styles.rail}>
          {items.map((item) => (
            <li key={`${item.Type}-${item.Url}`} className={styles.card}>
              <Image src={item.ImageUrl} alt="" width={200} height={200} fallbackSrc={editionConfig.imagePlaceholder} />
              <p className={styles.cardTitle} lang="ja" dir="auto">
                {item.Name}
              </p>
              <p className={styles.cardText}>{formatYen(item.JPYPrice, edition, language)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

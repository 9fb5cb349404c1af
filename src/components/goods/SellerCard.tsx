import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Seller } from '../../../generated/api/schemas';
import { sites } from '../../../generated/sites';
import { useLanguage } from '../../lib/i18n';
import { Chip } from '../ui/Chip';
import { formatCount } from './count';
import { SellerStats } from './SellerStats';
import styles from './SellerCard.module.css';
import { sellerLink } from './seller-link';

/** A seller or shop in a list: name (the link to its page), official mark, rating and item count. */
export function SellerCard({ seller, showSite = false, headingLevel = 3 }: { seller: Seller; showSite?: boolean; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = sellerLink(seller, language);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-testid="seller-card">
      <span className={styles.mark} aria-hidden="true">
        {seller.Name.charAt(0)}
      </span>
      <div className={styles.body}>
        <Heading className={styles.name}>
          {to ? (
            <Link to={to} className={styles.link} dir="auto">
              {seller.Name}
            </Link>
          ) : (
            <bdi>{seller.Name}</bdi>
          )}
        </Heading>
        <div className={styles.meta}>
          {showSite && <Chip tone="brand">{t(sites[seller.Site].name)}</Chip>}
          {seller.IsOfficial && <Chip tone="success">{t('browse.seller.official')}</Chip>}
          <SellerStats seller={seller} />
        </div>
        {typeof seller.ItemCount === 'number' && (
          <p className={styles.count}>{t('browse.seller.items', { count: seller.ItemCount, formatted: formatCount(seller.ItemCount, language) })}</p>
        )}
      </div>
    </article>
  );
}

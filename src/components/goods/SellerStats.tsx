import { useTranslation } from 'react-i18next';
import type { Seller } from '../../../generated/api/schemas';
import { languageOf } from '../../../generated/languages';
import { useLanguage } from '../../lib/i18n';
import { formatCount } from './count';
import styles from './SellerCard.module.css';

/** "★ 4.8 (1,203 ratings)"; nothing when the marketplace gives no rating. */
export function SellerStats({ seller }: { seller: Pick<Seller, 'Rating' | 'RatingCount'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (typeof seller.Rating !== 'number') return null;
  const rating = new Intl.NumberFormat(languageOf(language).service, { maximumFractionDigits: 1, minimumFractionDigits: 1, numberingSystem: 'latn' }).format(seller.Rating);
  const count = seller.RatingCount ?? 0;
  return (
    <span className={styles.rating}>
      <span aria-hidden="true">★ </span>
      {t('browse.seller.rating', { rating, count, formatted: formatCount(count, language) })}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { Seller } from '../../../generated/api/schemas';
import { sites } from '../../../generated/sites';
import { formatCount } from '../../components/goods/count';
import { SellerStats } from '../../components/goods/SellerStats';
import { Chip } from '../../components/ui/Chip';
import { useLanguage } from '../../lib/i18n';
import styles from './mall.module.css';
import { SaveSellerButton } from './SaveSellerButton';

/** Who the seller is and whether to trust them: name, marketplace, official mark, rating, listings; and "Save". */
export function SellerHeader({ seller, saved }: { seller: Seller; saved: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <header className={styles.seller} data-testid="seller-header">
      <span className={styles.sellerMark} aria-hidden="true">
        {seller.Name.charAt(0)}
      </span>
      <div className={styles.sellerBody}>
        <h1 className={styles.title} dir="auto">
          {seller.Name}
        </h1>
        <div className={styles.sellerMeta}>
          <Chip tone="brand">{t(sites[seller.Site].name)}</Chip>
          {seller.IsOfficial && <Chip tone="success">{t('browse.seller.official')}</Chip>}
          <SellerStats seller={seller} />
          {typeof seller.ItemCount === 'number' && (
            <span>{t('browse.seller.items', { count: seller.ItemCount, formatted: formatCount(seller.ItemCount, language) })}</span>
          )}
        </div>
      </div>
      <div className={styles.sellerActions}>
        <SaveSellerButton site={seller.Site} sellerId={seller.Id} saved={saved} />
      </div>
    </header>
  );
}

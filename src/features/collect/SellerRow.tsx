import { useTranslation } from 'react-i18next';
import type { Seller } from '../../../generated/api/schemas';
import { SellerCard } from '../../components/goods/SellerCard';
import { Button } from '../../components/ui/Button';
import { Chip } from '../../components/ui/Chip';
import styles from './Collect.module.css';

/** A saved seller: the shared seller card (name links to the shop) with its own remove button. */
export function SellerRow({ seller, busy, onRemove }: { seller: Seller; busy: boolean; onRemove: () => void }) {
  const { t } = useTranslation(['translation', 'goods']);
  return (
    <li className={styles.seller}>
      <div className={styles.sellerMain}>
        <SellerCard seller={seller} showSite headingLevel={2} />
        {seller.Blocked && (
          <Chip tone="danger" className={styles.blockedChip}>
            {t('goods:collect.blocked')}
          </Chip>
        )}
      </div>
      <Button variant="secondary" size="sm" aria-label={t('goods:collect.removeLabel', { name: seller.Name })} loading={busy} onClick={onRemove}>
        {t('goods:collect.remove')}
      </Button>
    </li>
  );
}

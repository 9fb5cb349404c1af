import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WarehouseOrder } from '../../../generated/api/schemas';
import { editionConfig } from '../../config/env';
import { StorageNote } from '../../components/StorageNote';
import { Image } from '../../components/ui/Image';
import { usePrice } from '../../components/goods/use-price';
import { httpsImage } from '../../lib/image';
import styles from './Parcels.module.css';

/** One order in the warehouse: picture, title, weight and value, its storage; `control` is the merge checkbox. */
export function WarehouseItem({ order, control, showStorage = true }: { order: WarehouseOrder; control?: ReactNode; showStorage?: boolean }) {
  const { t } = useTranslation('parcels');
  const price = usePrice();
  return (
    <li className={styles.item} data-testid="warehouse-order" data-order-id={order.id}>
      {control}
      <Image src={order.imageUrl ? httpsImage(order.imageUrl) : ''} alt="" width={56} height={56} fallbackSrc={editionConfig.imagePlaceholder} className={styles.thumb} />
      <div className={styles.body}>
        <span lang="ja" dir="auto" className={styles.itemTitle}>{order.title}</span>
        <div className={styles.meta}>
          <span>{t('item.weight', { kg: (order.weightGrams / 1000).toFixed(2) })}</span>
          <span>{t('item.value', { amount: price(order.valueYen).yen })}</span>
        </div>
        {showStorage && <StorageNote storage={order} ns="parcels" />}
      </div>
    </li>
  );
}

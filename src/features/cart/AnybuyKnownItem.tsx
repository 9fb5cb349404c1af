import { useTranslation } from 'react-i18next';
import type { GoodsListItem } from '../../../generated/api/schemas';
import { Chip } from '../../components/ui/Chip';
import { Image } from '../../components/ui/Image';
import { editionConfig } from '../../config/env';
import styles from './cart.module.css';
import { Money } from './Money';

/** A pasted marketplace item we have in the catalog: its picture, title and price, as the order will take them. */
export function AnybuyKnownItem({ item }: { item: GoodsListItem }) {
  const { t } = useTranslation('cart');
  const { t: tShell } = useTranslation();
  return (
    <div className={`${styles.group} ${styles.line}`} data-testid="anybuy-known">
      <span />
      <div className={styles.thumb}>
        <Image src={item.ImageUrl} alt="" width={72} height={72} fallbackSrc={editionConfig.imagePlaceholder} />
      </div>
      <div className={styles.lineBody}>
        <Chip tone="brand">{tShell(`sites.${item.Site}`)}</Chip>
        <span lang="ja" dir="auto" className={styles.lineTitle}>
          {item.Name}
        </span>
        <Money yen={item.JPYPrice} strong />
        {(item.IsSoldOut || item.IsReserve) && <Chip tone="danger">{t(item.IsSoldOut ? 'flags.soldOut' : 'flags.unavailable')}</Chip>}
      </div>
    </div>
  );
}

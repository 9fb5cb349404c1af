import { usePrice } from '../../components/goods/use-price';
import styles from './cart.module.css';

/** A yen amount as the edition writes it, with the shopper's currency beneath when it differs. */
export function Money({ yen, strong = false, minus = false }: { yen: number; strong?: boolean; minus?: boolean }) {
  const price = usePrice()(yen);
  return (
    <span className={strong ? styles.moneyStrong : styles.money}>
      <bdi>{minus && yen > 0 ? `−${price.yen}` : price.yen}</bdi>
      {price.converted && <small className={styles.converted}>≈ <bdi>{price.converted}</bdi></small>}
    </span>
  );
}

import { usePrice } from '../../components/goods/use-price';
import styles from './cart.module.css';

/** A yen amount as the edition writes it, with the shopper's currency beneath when it differs. */
export function Money({ yen, strong = false, minus = false }: { yen: number; strong?: boolean; minus?: boolean }) {
  const price = usePrice()(yen);
  // A deduction is one in both currencies: "−¥500 ≈ −$3.35", never a minus on the yen alone.
  const sign = minus && yen > 0 ? '−' : '';
  return (
    <span className={strong ? styles.moneyStrong : styles.money}>
      <bdi>{sign + price.yen}</bdi>
      {price.converted && <small className={styles.converted}>≈ <bdi>{sign + price.converted}</bdi></small>}
    </span>
  );
}

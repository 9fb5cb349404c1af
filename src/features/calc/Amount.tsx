import { usePrice } from '../../components/goods/use-price';
import { cx } from '../../components/ui/cx';
import styles from './CalcScreen.module.css';

/** Yen with the shopper's currency beneath (not for nothing): large and red for totals, plain for the lines that add up to them. */
export function Amount({ yen, total = false }: { yen: number; total?: boolean }) {
  const price = usePrice();
  const p = price(yen);
  return (
    <span className={styles.amount}>
      <bdi className={cx(total ? styles.yen : styles.yenPlain)}>{p.yen}</bdi>
      {p.converted && yen !== 0 && (
        <span className={styles.converted}>
          ≈ <bdi>{p.converted}</bdi>
        </span>
      )}
    </span>
  );
}

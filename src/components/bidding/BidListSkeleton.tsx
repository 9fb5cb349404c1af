import { Skeleton } from '../ui/Skeleton';
import styles from './bidding.module.css';

/** A bid list's shape while it loads: cards with a picture and three lines. */
export function BidListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.list} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.row}>
          <Skeleton shape="block" width={72} height={72} />
          <Skeleton shape="text" lines={3} />
        </div>
      ))}
    </div>
  );
}

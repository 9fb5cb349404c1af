import { Skeleton } from '../../components/ui/Skeleton';
import styles from './Orders.module.css';

/** The list's shape while it loads: the tab row, then cards with a picture and three lines. */
export function OrderListSkeleton({ tabs = false, rows = 4 }: { tabs?: boolean; rows?: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      {tabs && <Skeleton shape="block" width="100%" height={44} />}
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.card}>
          <Skeleton shape="block" width={72} height={72} />
          <Skeleton shape="text" lines={3} />
        </div>
      ))}
    </div>
  );
}

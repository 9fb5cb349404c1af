import { Skeleton } from '../../components/ui/Skeleton';
import styles from './Parcels.module.css';

/** A list's shape while it loads: cards with a picture and three lines. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.list} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.item}>
          <Skeleton shape="block" width={56} height={56} />
          <Skeleton shape="text" lines={3} />
        </div>
      ))}
    </div>
  );
}

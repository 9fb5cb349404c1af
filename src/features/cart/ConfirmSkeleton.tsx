import { Skeleton } from '../../components/ui/Skeleton';
import styles from './confirm.module.css';

/** The confirm page's shape while its figures load. */
export function ConfirmSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <div className={styles.choices}>
        {[120, 160, 96].map((h) => (
          <Skeleton key={h} shape="block" width="100%" height={h} />
        ))}
      </div>
      <div className={styles.side}>
        <Skeleton shape="block" width="100%" height={280} />
      </div>
    </div>
  );
}

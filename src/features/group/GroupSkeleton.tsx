import { Skeleton } from '../../components/ui/Skeleton';
import styles from './group.module.css';

/** A group page's shape while it loads: a heading line, then cards of text. */
export function GroupSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="group-skeleton">
      <Skeleton shape="block" width="60%" height={28} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} shape="text" lines={3} />
      ))}
    </div>
  );
}

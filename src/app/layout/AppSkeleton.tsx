import { Skeleton } from '../../components/ui/Skeleton';
import styles from './AppSkeleton.module.css';

/**
 * The first paint, while the language and the first page load: the shapes of the header and a page,
 * at their final sizes, so nothing jumps when the real content arrives.
 */
export function AppSkeleton() {
  return (
    <div aria-busy="true">
      <div className={styles.header}>
        <Skeleton shape="block" width={32} height={32} />
        <Skeleton shape="block" width="100%" height={40} />
        <Skeleton shape="circle" size={32} />
      </div>
      <div className={styles.page}>
        <Skeleton shape="block" width="100%" height={168} />
        <Skeleton shape="text" lines={1} width="40%" />
        <div className={styles.grid}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} shape="block" width="100%" height={56} />
          ))}
        </div>
      </div>
    </div>
  );
}

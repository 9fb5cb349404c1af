import { Skeleton } from '../ui/Skeleton';
import { cx } from '../ui/cx';
import styles from './GoodsCard.module.css';
import type { GoodsView } from './GoodsCard';

/** A goods card's shape while it loads: square image, two title lines, the price. */
export function GoodsCardSkeleton({ view = 'grid' }: { view?: GoodsView }) {
  return (
    <div className={cx(styles.card, styles[view])} aria-hidden="true">
      <Skeleton shape="block" width="100%" height="auto" className={styles.skeletonImage} />
      <div className={styles.body}>
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="block" width="50%" height={24} />
        <Skeleton shape="block" width="35%" height={14} />
      </div>
    </div>
  );
}

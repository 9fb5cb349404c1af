import type { ReactNode } from 'react';
import type { GoodsListItem } from '../../../generated/api/schemas';
import { cx } from '../ui/cx';
import { GoodsCard, type GoodsView } from './GoodsCard';
import styles from './GoodsGrid.module.css';
import { GoodsCardSkeleton } from './GoodsCardSkeleton';

export interface GoodsGridProps {
  /** The goods to show; undefined while loading (with `loading`, skeleton cards of the same size show). */
  items: readonly GoodsListItem[] | undefined;
  /** Names the list for screen readers ("Search results"). */
  label: string;
  view?: GoodsView;
  loading?: boolean;
  /** How many skeleton cards to show while loading. */
  skeletonCount?: number;
  /** Shown instead of the list when there are no goods: an EmptyState that suggests the next step. */
  empty?: ReactNode;
  /** The card titles' heading level. */
  headingLevel?: 2 | 3 | 4;
  /** How many leading cards load their image at once (the first row). */
  eagerCount?: number;
  hideSite?: boolean;
  /** Items (`<site>:<id>`) to mark with `markLabel`: what a saved search's alert named. */
  marked?: ReadonlySet<string>;
  markLabel?: string;
  className?: string;
}

/** Goods as a responsive grid (2 columns on phones up to 6 on desktop) or a one-column list. */
export function GoodsGrid({
  items,
  label,
  view = 'grid',
  loading = false,
  skeletonCount = 12,
  empty = null,
  headingLevel = 3,
  eagerCount = 0,
  hideSite = false,
  marked,
  markLabel,
  className,
}: GoodsGridProps) {
  const listClass = cx(styles.goods, styles[view], className);
  if (loading || !items) {
    return (
      <ul className={listClass} aria-label={label} aria-busy="true" data-testid="goods-grid-loading">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <li key={i}>
            <GoodsCardSkeleton view={view} />
          </li>
        ))}
      </ul>
    );
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul className={listClass} aria-label={label} data-testid="goods-grid">
      {items.map((item, i) => (
        <li key={`${item.Site}:${item.Id}`}>
          <GoodsCard
            item={item}
            view={view}
            headingLevel={headingLevel}
            eager={i < eagerCount}
            hideSite={hideSite}
            mark={marked?.has(`${item.Site}:${item.Id}`) ? markLabel : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

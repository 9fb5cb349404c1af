import { type ReactNode, useId } from 'react';
import type { GoodsListItem } from '../../../generated/api/schemas';
import { cx } from '../ui/cx';
import { GoodsCard } from './GoodsCard';
import { GoodsCardSkeleton } from './GoodsCardSkeleton';
import styles from './GoodsRail.module.css';

export interface GoodsRailProps {
  title: ReactNode;
  items: readonly GoodsListItem[] | undefined;
  loading?: boolean;
  /** A "See all" link beside the title (an AppLink). */
  more?: ReactNode;
  /** Shown under the title when there is nothing; without it an empty rail renders nothing. */
  empty?: ReactNode;
  hideSite?: boolean;
  className?: string;
  /** Heading level of the rail's title; cards take the next level. */
  headingLevel?: 2 | 3;
  'data-testid'?: string;
}

/** A titled horizontal row of goods for home and landing sections; it scrolls sideways on phones. */
export function GoodsRail({ title, items, loading = false, more, empty, hideSite, className, headingLevel = 2, ...rest }: GoodsRailProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const waiting = loading || !items;
  if (!waiting && items.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={headingId} className={cx(styles.rail, className)} aria-busy={waiting || undefined} data-testid={rest['data-testid']}>
      <div className={styles.head}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {more}
      </div>
      {!waiting && items.length === 0 ? (
        empty
      ) : (
        <ul className={styles.row}>
          {waiting
            ? Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <GoodsCardSkeleton />
                </li>
              ))
            : items.map((item) => (
                <li key={`${item.Site}:${item.Id}`}>
                  <GoodsCard item={item} headingLevel={(headingLevel + 1) as 3 | 4} hideSite={hideSite} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

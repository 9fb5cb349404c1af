import type { CSSProperties } from 'react';
import { cx } from './cx';
import styles from './Skeleton.module.css';

/** A number is pixels; a string is any CSS length ("100%", "12em"). */
type Length = number | string;

export type SkeletonProps = { className?: string } & (
  | { shape: 'block'; width: Length; height: Length }
  | { shape: 'circle'; size: Length }
  | { shape: 'text'; lines?: number; width?: Length }
);

/**
 * A grey stand-in with the size of what will replace it, so the page does not move when data arrives.
 * Hidden from screen readers: put aria-busy on the region that is loading instead.
 */
export function Skeleton(props: SkeletonProps) {
  if (props.shape === 'text') {
    const { lines = 1, width = '100%' } = props;
    return (
      <span className={props.className} style={{ display: 'block', inlineSize: width }} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={cx(styles.skeleton, styles.line)} />
        ))}
      </span>
    );
  }
  const size: CSSProperties =
    props.shape === 'circle' ? { inlineSize: props.size, blockSize: props.size } : { inlineSize: props.width, blockSize: props.height };
  return <span className={cx(styles.skeleton, styles[props.shape], props.className)} style={size} aria-hidden="true" />;
}

import styles from './Badge.module.css';
import { badgeText } from './badge-text';
import { cx } from './cx';
import { VisuallyHidden } from './VisuallyHidden';

export interface BadgeProps {
  count: number;
  /** The full sentence for screen readers ("3 items in the cart"); "99+" alone says little. */
  label?: string;
  corner?: boolean;
  className?: string;
}

/** A count (cart, unread messages); renders nothing at zero. */
export function Badge({ count, label, corner = false, className }: BadgeProps) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={cx(styles.badge, corner && styles.corner, className)}>
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        text
      )}
    </span>
  );
}

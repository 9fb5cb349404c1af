import { Button, type ButtonProps } from './Button';
import { cx } from './cx';
import styles from './IconButton.module.css';

/** A square button holding only an icon, so the aria-label is its whole name and is required. */
export type IconButtonProps = ButtonProps & { 'aria-label': string };

export function IconButton({ variant = 'ghost', size = 'md', className, ...props }: IconButtonProps) {
  return <Button {...props} variant={variant} size={size} className={cx(styles.iconButton, styles[size], className)} />;
}

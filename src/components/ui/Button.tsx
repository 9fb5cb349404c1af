import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styles from './Button.module.css';
import { cx } from './cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

interface ButtonOwnProps extends ButtonStyleProps {
  /** Shows a spinner, sets aria-busy and swallows clicks so a slow request is not sent twice. */
  loading?: boolean;
}

export type ButtonProps = ButtonOwnProps &
  ((ComponentPropsWithRef<'button'> & { href?: undefined }) | (ComponentPropsWithRef<'a'> & { href: string }));

/** The button look for elements Button cannot render itself, such as the router's Link. */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleProps = {}): string {
  return cx(styles.button, styles[variant], size !== 'md' && styles[size], fullWidth && styles.fullWidth);
}

const swallow = (event: MouseEvent) => event.preventDefault();

export function Button({ variant, size, fullWidth, loading = false, className, children, ...rest }: ButtonProps) {
  const classes = cx(buttonClassName({ variant, size, fullWidth }), loading && styles.loading, className);
  const busy = loading || undefined;
  const content = (
    <>
      {loading && <Spinner size="sm" className={styles.spinner} />}
      <span className={styles.label}>{children}</span>
    </>
  );
  if (rest.href !== undefined) {
    return (
      <a {...rest} href={rest.href} className={classes} aria-busy={busy} onClick={loading ? swallow : rest.onClick}>
        {content}
      </a>
    );
  }
  const { type = 'button', ...buttonRest } = rest;
  return (
    <button
      {...buttonRest}
      type={type}
      className={classes}
      aria-busy={busy}
      aria-disabled={busy}
      onClick={loading ? swallow : buttonRest.onClick}
    >
      {content}
    </button>
  );
}

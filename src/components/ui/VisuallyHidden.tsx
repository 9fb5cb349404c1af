import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

/** Text for screen readers only; uses the global `.visually-hidden` utility so plain markup can too. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span {...props} className={cx('visually-hidden', className)} />;
}

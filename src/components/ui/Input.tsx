import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import styles from './Input.module.css';

export type InputProps = ComponentPropsWithRef<'input'>;

/** The bare text input; TextField adds the label, hint and error around it. */
export function Input({ className, ...props }: InputProps) {
  return <input {...props} className={cx(styles.input, className)} />;
}

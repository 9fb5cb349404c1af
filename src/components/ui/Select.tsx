import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './Field';
import { ChevronIcon } from './Icons';
import styles from './Select.module.css';

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A native select, styled: phones open their own picker, which reads every script and is accessible. */
export function Select({ label, hideLabel, hint, error, required, id, className, children, ...select }: SelectProps) {
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <div className={styles.wrap}>
          <select {...select} {...control} className={styles.select}>
            {children}
          </select>
          <ChevronIcon direction="down" size={16} className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}

import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Checkbox.module.css';
import { cx } from './cx';
import { FieldMessages, useFieldIds } from './Field';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A native checkbox (keyboard, forms and screen readers for free) tinted with the brand colour. */
export function Checkbox({ label, hint, error, id, className, ...input }: CheckboxProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={cx(styles.checkbox, className)}>
      <input
        {...input}
        type="checkbox"
        id={controlId}
        className={styles.box}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {(hint || error) && (
        <div className={styles.messages}>
          <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
        </div>
      )}
    </div>
  );
}

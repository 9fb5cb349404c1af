import { type ReactNode, useId } from 'react';
import { cx } from './cx';
import styles from './Field.module.css';
import { AlertIcon } from './Icons';

/** What a form control needs so its label, hint and error reach screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return { controlId, hintId, errorId, describedBy: cx(hintId, errorId) || undefined };
}

export function FieldMessages({ hint, error, hintId, errorId }: { hint: ReactNode; error: ReactNode; hintId?: string; errorId?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <AlertIcon size={16} />
          {error}
        </p>
      )}
    </>
  );
}

export interface FieldProps {
  label: ReactNode;
  /** Keeps the label for screen readers only, e.g. the header search box. */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error in one column; the control is rendered by the caller. */
export function Field({ label, hideLabel = false, hint, error, required, id, className, children }: FieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {/* The control's own required attribute is what screen readers announce. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, required })}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Field } from './Field';
import { Input, type InputProps } from './Input';

export interface TextFieldProps extends Omit<InputProps, 'children'> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Goes on the input; className goes on the wrapper so pages can lay fields out. */
  inputClassName?: string;
}

export function TextField({ label, hideLabel, hint, error, required, id, className, inputClassName, ...input }: TextFieldProps) {
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => <Input {...input} {...control} className={inputClassName} />}
    </Field>
  );
}

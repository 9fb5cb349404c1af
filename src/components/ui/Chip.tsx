import type { ComponentPropsWithRef } from 'react';
import styles from './Chip.module.css';
import { cx } from './cx';

export type ChipTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger';

export interface ChipProps extends ComponentPropsWithRef<'span'> {
  tone?: ChipTone;
  solid?: boolean;
}

/** A short label: marketplace name, sale, free shipping. Not interactive; wrap it in a control if needed. */
export function Chip({ tone = 'neutral', solid = false, className, ...props }: ChipProps) {
  return <span {...props} className={cx(styles.chip, styles[tone], solid && styles.solid, className)} />;
}

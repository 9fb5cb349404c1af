import type { HTMLAttributes } from 'react';
import styles from './Card.module.css';
import { cx } from './cx';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** "li" for cards in a list, "article" for a goods card. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Off for cards that start with an edge-to-edge image. */
  padded?: boolean;
}

export function Card({ as: Tag = 'div', padded = true, className, ...props }: CardProps) {
  return <Tag {...props} className={cx(styles.card, padded && styles.padded, className)} />;
}

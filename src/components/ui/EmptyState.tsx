import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Decorative: the title carries the meaning. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** The next step: "Start shopping", "Refresh", "Contact us". */
  action?: ReactNode;
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

export function EmptyState({ icon, title, description, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1]!;
  return (
    <section className={cx(styles.empty, className)}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}

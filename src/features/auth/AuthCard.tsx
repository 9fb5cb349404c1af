import type { FormEvent, ReactNode } from 'react';
import { usePageTitle } from '../../components/page-title';
import styles from './auth.module.css';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** A message from the server about the whole form, read out when it appears. */
  formError?: string | null;
  children: ReactNode;
  footer?: ReactNode;
}

/** The narrow centred card every login, sign-up and reset step sits in. */
export function AuthCard({ title, intro, onSubmit, formError, children, footer }: AuthCardProps) {
  usePageTitle(title);
  return (
    <section className={styles.card} aria-labelledby="auth-title">
      <h1 id="auth-title" className={styles.title}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        {formError && (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        )}
        {children}
      </form>
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}

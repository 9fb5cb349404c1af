import { useTranslation } from 'react-i18next';
import type { ProblemContext } from './params';
import styles from './workOrder.module.css';

const fields = ['kind', 'status', 'message', 'page', 'goods', 'order'] as const;
// The error widget's variants (spec §2), named in the shopper's language by the shell's own strings.
const widgetKinds = ['error', 'nonsupportGoods', 'nonsupportSeller', 'notFound', 'mailEmpty', 'notLoggedIn'];

/** What went wrong, as the error page passed it: shown before sending, since it goes with the ticket. */
export function ContextNote({ context }: { context: ProblemContext }) {
  const { t } = useTranslation('workOrder');
  const { t: shell } = useTranslation();
  const shown = (key: (typeof fields)[number], value: string) => (key === 'kind' && widgetKinds.includes(value) ? shell(`errors.${value}`) : value);
  return (
    <section className={styles.section} aria-labelledby="ticket-context">
      <h2 id="ticket-context" className={styles.subtitle}>
        {t('context.title')}
      </h2>
      <p className={styles.muted}>{t('context.intro')}</p>
      <dl className={styles.context} data-testid="ticket-context">
        {fields.map((key) =>
          context[key] ? (
            <div key={key}>
              <dt>{t(`context.${key}`)}</dt>
              <dd dir="auto">{shown(key, context[key])}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}

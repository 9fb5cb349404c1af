import { useTranslation } from 'react-i18next';
import styles from './ops.module.css';

/** What went wrong when the shopper opened the ticket from an error page (JSON as sent), field by field. */
export function TicketContext({ context }: { context: string }) {
  const { t } = useTranslation('workOrder');
  let fields: [string, string][];
  try {
    fields = Object.entries(JSON.parse(context) as Record<string, unknown>).map(([k, v]) => [k, String(v)]);
  } catch {
    fields = [['message', context]];
  }
  return (
    <section aria-labelledby="ops-ticket-context" className={styles.section}>
      <h2 id="ops-ticket-context" className={styles.sectionTitle}>
        {t('context.title')}
      </h2>
      <dl className={styles.facts}>
        {fields.map(([key, value]) => (
          <div key={key} className={styles.fact}>
            <dt>{t(`context.${key}`, { defaultValue: key })}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

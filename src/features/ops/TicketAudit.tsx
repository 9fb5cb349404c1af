import { useTranslation } from 'react-i18next';
import type { OpsAudit } from '../../../generated/api/schemas';
import { useOpsFormat } from './format';
import { changedFields } from './History';
import styles from './ops.module.css';

/** What staff did to the ticket, newest first. */
export function TicketAudit({ audit }: { audit: readonly OpsAudit[] }) {
  const { t } = useTranslation('ops');
  const format = useOpsFormat();
  return (
    <section aria-labelledby="ops-ticket-audit" className={styles.section}>
      <h2 id="ops-ticket-audit" className={styles.sectionTitle}>
        {t('audit.title')}
      </h2>
      {audit.length === 0 ? (
        <p className={styles.muted}>{t('audit.none')}</p>
      ) : (
        <ol className={styles.timeline} data-testid="ops-audit">
          {audit.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.time} className={styles.muted}>
                {format.time(entry.time)}
              </time>{' '}
              <strong>{t(`tickets.audit.${entry.action.replace(':', '_')}`, { defaultValue: entry.action })}</strong> <bdi className={styles.muted}>{entry.staffEmail}</bdi>
              <ul className={styles.changes}>
                {changedFields(entry).filter(([field]) => field === 'status').map(([field, before, after]) => (
                  <li key={field}>
                    <code>{field}</code>: {String(before)} → {String(after)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

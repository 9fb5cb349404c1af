import { useTranslation } from 'react-i18next';
import type { OpsAudit, OpsOrderDetail } from '../../../generated/api/schemas';
import { useOpsFormat } from './format';
import styles from './ops.module.css';

/** The fields an audited action changed, each with its value before and after. */
export function changedFields(entry: Pick<OpsAudit, 'before' | 'after'>): [field: string, before: unknown, after: unknown][] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f])).map((f) => [f, before[f] ?? null, after[f] ?? null]);
}

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** What happened to the order (its events) and what staff did (the audit trail), newest first. */
export function History({ detail }: { detail: OpsOrderDetail }) {
  const { t } = useTranslation('ops');
  const format = useOpsFormat();
  return (
    <>
      <section aria-labelledby="ops-events" className={styles.section}>
        <h2 id="ops-events" className={styles.sectionTitle}>
          {t('events.title')}
        </h2>
        {detail.events.length === 0 ? (
          <p className={styles.muted}>{t('events.none')}</p>
        ) : (
          <ol className={styles.timeline} reversed>
            {[...detail.events].reverse().map((event) => (
              <li key={event.id}>
                <time dateTime={event.time} className={styles.muted}>
                  {format.time(event.time)}
                </time>{' '}
                <strong>{t(`actions.${event.action}`, { defaultValue: event.action })}</strong>{' '}
                <span className={styles.muted}>{t('events.by', { actor: t(`actors.${event.actor}`) })}</span>
                {event.note ? <span className={styles.note}>{event.note}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="ops-audit" className={styles.section}>
        <h2 id="ops-audit" className={styles.sectionTitle}>
          {t('audit.title')}
        </h2>
        {detail.audit.length === 0 ? (
          <p className={styles.muted}>{t('audit.none')}</p>
        ) : (
          <ol className={styles.timeline} data-testid="ops-audit">
            {detail.audit.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.time} className={styles.muted}>
                  {format.time(entry.time)}
                </time>{' '}
                <strong>{t(`actions.${entry.action}`, { defaultValue: entry.action })}</strong>{' '}
                <bdi className={styles.muted}>{entry.staffEmail}</bdi>
                <ul className={styles.changes}>
                  {changedFields(entry).map(([field, before, after]) => (
                    <li key={field}>
                      <code>{field}</code>: {shown(before)} → {shown(after)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

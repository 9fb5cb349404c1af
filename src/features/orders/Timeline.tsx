import { useTranslation } from 'react-i18next';
import type { OrderCard, OrderEvent } from '../../../generated/api/schemas';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import styles from './Orders.module.css';

/** What happened to the order, oldest first, and who did it. A won auction's order starts with the win, not a checkout. */
export function Timeline({ events, kind }: { events: readonly OrderEvent[]; kind: OrderCard['kind'] }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  if (events.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="order-timeline">
      <h2 id="order-timeline" className={styles.subtitle}>
        {t('detail.timeline')}
      </h2>
      <ol className={styles.timeline} data-testid="order-timeline">
        {events.map((event, i) => (
          <li key={i}>
            <strong>{t(event.action ? `events.${event.action}` : kind === 'auction' ? 'events.createdAuction' : 'events.created')}</strong>
            <span className={styles.note}>
              <time dateTime={event.time}>{formatDate(Date.parse(event.time), 2, language)}</time> · {t(`actors.${event.actor}`)}
            </span>
            {event.note && (
              <p className={styles.note} dir="auto">
                {event.note}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

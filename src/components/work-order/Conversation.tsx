import { useTranslation } from 'react-i18next';
import type { WorkOrderMessage } from '../../../generated/api/schemas';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import styles from './Conversation.module.css';

/** A ticket's messages, oldest first: the shopper's on one side, staff's on the other, with pictures. */
export function Conversation({ messages, viewer }: { messages: readonly WorkOrderMessage[]; viewer: 'shopper' | 'staff' }) {
  const { t } = useTranslation('workOrder');
  const language = useLanguage();
  return (
    <ol className={styles.conversation} aria-label={t('detail.conversation')}>
      {messages.map((m) => (
        <li key={m.id} className={styles.message} data-author={m.author} data-mine={m.author === viewer || undefined} data-testid="ticket-message">
          <p className={styles.meta}>
            <strong>{m.author === 'staff' ? t('detail.staff') : viewer === 'shopper' ? t('detail.you') : t('detail.shopper')}</strong>{' '}
            <time dateTime={m.time}>{formatDate(new Date(m.time), 2, language)}</time>
          </p>
          <p className={styles.body} dir="auto">
            {m.body}
          </p>
          {m.pictures.length > 0 && (
            <ul className={styles.pictures} aria-label={t('detail.pictures')}>
              {m.pictures.map((p, i) => (
                <li key={p.id}>
                  <a href={p.url} target="_blank" rel="noreferrer">
                    <img className={styles.picture} src={p.url} width={88} height={88} alt={t('detail.picture', { n: i + 1 })} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

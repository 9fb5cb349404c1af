import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message } from '../../../generated/api/schemas';
import { localizePath } from '../../../generated/routes';
import { edition } from '../../config/env';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { formatDate } from '../../lib/dates';
import { api } from '../../lib/api/client';
import { useLanguage } from '../../lib/i18n';
import styles from './Messages.module.css';
import { unreadChanged } from './queries';

/** One message: unread ones stand out and can be marked read; an order's message links to the order, an alert's to its search (either reads it). */
export function MessageItem({ message }: { message: Message }) {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  const pathTo = usePathTo();
  const read = useMutation({ mutationFn: () => api.readMessages({ ids: [message.id] }), onSuccess: ({ unread }) => unreadChanged(unread) });
  return (
    <li className={cx(styles.item, !message.read && styles.unread)} data-testid="message" data-read={message.read}>
      <div className={styles.itemHead}>
        <h2 className={styles.itemTitle} dir="auto">
          {!message.read && <span className={styles.dot} aria-label={t('unreadLabel')} role="img" />}
          {message.title}
        </h2>
        <time className={styles.time} dateTime={message.time}>
          {formatDate(Date.parse(message.time), 2, language)}
        </time>
      </div>
      <p className={styles.body} dir="auto">
        {message.body}
      </p>
      <div className={styles.itemActions}>
        {message.orderId != null && (
          <Link to={pathTo('personal.order.detail', {}, { query: { id: message.orderId } })} onClick={() => !message.read && read.mutate()}>
            {t('openOrder')}
          </Link>
        )}
        {message.link && (
          <Link to={localizePath(message.link, edition, language)} onClick={() => !message.read && read.mutate()} data-testid="message-link">
            {t('openLink')}
          </Link>
        )}
        {!message.read && (
          <Button variant="ghost" size="sm" loading={read.isPending} onClick={() => read.mutate()}>
            {t('markRead')}
          </Button>
        )}
      </div>
    </li>
  );
}

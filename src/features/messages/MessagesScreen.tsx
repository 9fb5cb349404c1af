import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { Button, buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { MessageIcon } from '../../components/ui/Icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { api } from '../../lib/api/client';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { MailChoices } from './MailChoices';
import { MessageItem } from './MessageItem';
import styles from './Messages.module.css';
import { messageListQuery, unreadChanged } from './queries';

export default function MessagesScreen() {
  const { t } = useTranslation('messages');
  usePageTitle(t('title'));
  const [search] = useSearchParams();
  return (
    <div className={styles.page}>
      <Suspense fallback={<MessagesSkeleton />}>
        <MessageList page={pageParamOf('Sig.Front.User.AppMessage.List', search)} />
      </Suspense>
      <MailChoices />
    </div>
  );
}

function MessagesSkeleton() {
  const { t } = useTranslation('messages');
  return (
    <>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.list} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="block" width="100%" height={88} />
        ))}
      </div>
    </>
  );
}

function MessageList({ page }: { page: number }) {
  const { t } = useTranslation('messages');
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(messageListQuery(page));
  const readAll = useMutation({ mutationFn: () => api.readAllMessages(), onSuccess: ({ unread }) => unreadChanged(unread) });
  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        {data.unread > 0 && (
          <Button variant="secondary" size="sm" loading={readAll.isPending} onClick={() => readAll.mutate()}>
            {t('markAllRead')}
          </Button>
        )}
      </div>
      <p className={styles.summary} role="status">
        {t('unread', { unread: data.unread })}
      </p>
      {data.items.length === 0 ? (
        <EmptyState
          icon={<MessageIcon size={32} />}
          title={t('empty')}
          description={t('emptyBody')}
          action={
            <Link to={pathTo('personal.order', { type: 'all' })} className={buttonClassName()}>
              {t('orders')}
            </Link>
          }
        />
      ) : (
        <ul className={styles.list} aria-label={t('title')} data-testid="message-list">
          {data.items.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCountOf('Sig.Front.User.AppMessage.List', data.total, data.pageSize)} hrefOf={(p) => pathTo('personal.message', {}, { query: p > 1 ? { page: p } : {} })} />
    </>
  );
}

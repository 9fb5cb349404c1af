import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { queryClient } from '../../lib/query-client';

export const messagesKey = ['messages'] as const;

export const mailChoicesQuery = () => queryOptions({ queryKey: ['mailChoices'], queryFn: () => api.mailChoices({ silent: true }) });

export const messageListQuery = (page: number) => queryOptions({ queryKey: [...messagesKey, page], queryFn: () => api.messageList({ page }, { silent: true }) });

/**
 * The unread count lives in home info (the header's and bottom bar's badge read it from there): after
 * marking messages read, the cached answer takes the server's new count, and the message pages refetch.
 */
export async function unreadChanged(unread: number): Promise<void> {
  queryClient.setQueryData(homeInfoQuery().queryKey, (old) => (old ? { ...old, user: { ...old.user, message: unread } } : old));
  await queryClient.invalidateQueries({ queryKey: messagesKey });
}

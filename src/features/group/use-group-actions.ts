import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';
import { balanceQuery, candidatesQuery, groupDetailQuery, openGroupsQuery, storeGroup } from './queries';

// Every change answers the group as it is now (storeGroup); the transport shows a refusal's message.

export function useCreateGroup() {
  return useMutation({ mutationFn: (params: Parameters<typeof api.createGroup>[0]) => api.createGroup(params), onSuccess: storeGroup });
}

export function useApply() {
  const { t } = useTranslation('group');
  return useMutation({
    mutationFn: (params: { id: number; message: string }) => api.applyToGroup(params),
    onSuccess: () => {
      toast.success(t('apply.sent'));
      void queryClient.invalidateQueries({ queryKey: openGroupsQuery(1).queryKey.slice(0, 2) });
      void queryClient.invalidateQueries({ queryKey: ['group', 'mine'] });
    },
  });
}

export function useReview(id: number) {
  return useMutation({ mutationFn: (p: { userId: number; approve: boolean }) => api.reviewGroupApplication({ id, ...p }), onSuccess: storeGroup });
}

export function useEndApplications(id: number) {
  return useMutation({ mutationFn: () => api.endGroupApplications({ id }), onSuccess: storeGroup });
}

export function useAddItems(id: number) {
  const { t } = useTranslation('group');
  return useMutation({
    mutationFn: (orderIds: number[]) => api.addGroupItems({ id, orderIds }),
    onSuccess: (detail) => {
      storeGroup(detail);
      void queryClient.invalidateQueries({ queryKey: candidatesQuery().queryKey });
      toast.success(t('add.added'));
    },
  });
}

export function useRemoveItem(id: number) {
  return useMutation({
    mutationFn: (orderId: number) => api.removeGroupItem({ id, orderId }),
    onSuccess: (detail) => {
      storeGroup(detail);
      void queryClient.invalidateQueries({ queryKey: candidatesQuery().queryKey });
    },
  });
}

export function useCloseList(id: number) {
  return useMutation({ mutationFn: (method: string) => api.closeGroupList({ id, method }), onSuccess: storeGroup });
}

export function usePayShare(id: number) {
  return useMutation({
    mutationFn: (idempotencyKey: string) => api.payGroupShare({ id, idempotencyKey }),
    onSuccess: (detail) => {
      storeGroup(detail);
      void queryClient.invalidateQueries({ queryKey: balanceQuery().queryKey });
    },
  });
}

/** Leaving: the caller no longer sees the group, so its cached detail goes and the lists refetch. */
export function useLeave(id: number) {
  return useMutation({
    mutationFn: () => api.leaveGroup({ id }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: groupDetailQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['group'] });
    },
  });
}

export function useRemoveMember(id: number) {
  return useMutation({ mutationFn: (userId: number) => api.removeGroupMember({ id, userId }), onSuccess: storeGroup });
}

export function useDissolve(id: number) {
  return useMutation({
    mutationFn: () => api.dissolveGroup({ id }),
    onSuccess: (detail) => {
      storeGroup(detail);
      // Refunds reach the wallet; the items are back among the warehouse orders.
      void queryClient.invalidateQueries({ queryKey: balanceQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: candidatesQuery().queryKey });
    },
  });
}

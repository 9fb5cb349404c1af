import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { orderChanged } from './queries';
import { type Resolution, ResolveForm } from './ResolveForm';

/** Accept (with an optional refund to the shopper's wallet) or reject an open appeal, with the reason given. */
export function ResolveAppealForm({ appealId, maxYen }: { appealId: number; maxYen: number }) {
  const { t } = useTranslation('ops');
  const mutation = useMutation({
    mutationFn: (params: Resolution) => api.opsResolveAppeal({ appealId, ...params }),
    onSuccess: (detail) => {
      orderChanged(detail);
      toast.success(t('appeals.resolved'));
    },
  });
  return (
    <ResolveForm
      maxYen={maxYen}
      pending={mutation.isPending}
      submitWords={{ accept: t('appeals.acceptSubmit'), reject: t('appeals.rejectSubmit') }}
      onResolve={(params) => mutation.mutate(params)}
    />
  );
}

import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { api } from '../../lib/api/client';
import { parcelChanged } from './queries';

/** Unmerge before payment: the orders go back to the warehouse list, where they can be merged again. */
export function UnmergeButton({ id }: { id: number }) {
  const { t } = useTranslation('parcels');
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const cancel = useMutation({
    mutationFn: () => api.parcelCancel({ id }),
    onSuccess: async (parcel) => {
      await parcelChanged(parcel);
      void navigate(pathTo('personal.order.merge'));
    },
  });
  return (
    <Button variant="ghost" onClick={() => cancel.mutate()} loading={cancel.isPending} disabled={cancel.isPending}>
      {t('select.unmerge')}
    </Button>
  );
}

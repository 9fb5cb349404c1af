import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast-store';
import type { AddressInput } from '../../lib/address-rules';
import type { AddressList } from '../../../generated/api/schemas';
import { api } from '../../lib/api/client';
import { setDestination } from '../../lib/destination';
import { storeAddresses } from '../../lib/queries/addresses';

/** A newly chosen default address is where parcels go now: the calculator and cost estimates follow it. */
function followDefault(list: AddressList, id: number): void {
  const chosen = list.items.find((a) => a.isDefault && a.id === id);
  if (chosen) setDestination(chosen.country);
}

/** Adds an address (id null) or replaces one; the form shows the server's refusal itself. */
export function useSaveAddress(id: number | null) {
  const { t } = useTranslation('address');
  return useMutation({
    mutationFn: async ({ address, makeDefault }: { address: AddressInput; makeDefault: boolean }) =>
      id === null ? api.createAddress({ ...address, makeDefault }, { silent: true }) : { id, ...(await api.updateAddress({ id, ...address }, { silent: true })) },
    onSuccess: (list) => {
      storeAddresses(list);
      followDefault(list, list.id);
      toast.success(t('saved'));
    },
  });
}

export function useDeleteAddress() {
  const { t } = useTranslation('address');
  return useMutation({
    mutationFn: (id: number) => api.deleteAddress({ id }),
    onSuccess: (list) => {
      storeAddresses(list);
      toast.success(t('deleted'));
    },
  });
}

export function useSetDefaultAddress() {
  const { t } = useTranslation('address');
  return useMutation({
    mutationFn: (id: number) => api.setDefaultAddress({ id }),
    onSuccess: (list, id) => {
      storeAddresses(list);
      followDefault(list, id);
      toast.success(t('defaultSet'));
    },
  });
}

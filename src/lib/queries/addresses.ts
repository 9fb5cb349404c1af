import { queryOptions } from '@tanstack/react-query';
import type { AddressList } from '../../../generated/api/schemas';
import { api } from '../api/client';
import { queryClient } from '../query-client';

/** The shopper's address book; every change answers the whole list, which replaces the cached one. */
export const addressesQuery = () => queryOptions({ queryKey: ['addresses'], queryFn: () => api.addressList({ silent: true }), staleTime: 60_000 });

export function storeAddresses(list: AddressList): void {
  queryClient.setQueryData(addressesQuery().queryKey, { items: list.items, max: list.max });
}

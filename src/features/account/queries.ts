import { queryOptions } from '@tanstack/react-query';
import type { AccountSettings } from '../../../generated/api/schemas';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';

export const settingsQuery = () => queryOptions({ queryKey: ['account', 'settings'], queryFn: () => api.settings({ silent: true }), staleTime: 0 });

/** A call answered the settings as they are now: show them, and let the user info follow (email). */
export async function settingsChanged(settings?: AccountSettings): Promise<void> {
  if (settings) queryClient.setQueryData(settingsQuery().queryKey, settings);
  await Promise.all([queryClient.invalidateQueries({ queryKey: ['account'] }), queryClient.invalidateQueries({ queryKey: ['userInfo'] })]);
}

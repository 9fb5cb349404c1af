import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import type { DayRange } from './range';

// One query per panel, so each draws as soon as its own answer is in and a range change refetches all five.
const options = { silent: true } as const;
const staleTime = 60_000;

export const salesQuery = (r: DayRange) =>
  queryOptions({ queryKey: ['analytics', 'sales', r.from, r.to], queryFn: () => api.analyticsSales(r, options), staleTime });
export const funnelQuery = (r: DayRange) =>
  queryOptions({ queryKey: ['analytics', 'funnel', r.from, r.to], queryFn: () => api.analyticsFunnel(r, options), staleTime });
export const searchesQuery = (r: DayRange) =>
  queryOptions({ queryKey: ['analytics', 'searches', r.from, r.to], queryFn: () => api.analyticsSearches(r, options), staleTime });
export const accountsQuery = (r: DayRange) =>
  queryOptions({ queryKey: ['analytics', 'accounts', r.from, r.to], queryFn: () => api.analyticsAccounts(r, options), staleTime });
export const refundsQuery = (r: DayRange) =>
  queryOptions({ queryKey: ['analytics', 'refunds', r.from, r.to], queryFn: () => api.analyticsRefunds(r, options), staleTime });

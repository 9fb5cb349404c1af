import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OperationParams } from '../../../generated/api/operations';
import { api } from '../api/client';
import { isLoggedIn } from '../session';

export type LandedCostParams = OperationParams<'Sig.Front.Front.CalcLandedCost'>;

/** Destinations, methods and services change rarely; one fetch serves the visit. */
export const shippingOptionsQuery = () =>
  queryOptions({ queryKey: ['shippingOptions'], queryFn: () => api.shippingOptions(), staleTime: 30 * 60_000 });

/** The itemised landed cost; the last answer stays on screen while a changed input is being priced. */
export const landedCostQuery = (params: LandedCostParams) =>
  queryOptions({
    // A logged-in shopper's estimate has their membership level's discount on the proxy fee.
    queryKey: ['landedCost', params, isLoggedIn()],
    queryFn: ({ signal }) => api.calcLandedCost(params, { signal, silent: true }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

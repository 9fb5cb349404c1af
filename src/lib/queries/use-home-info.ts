import { useQuery } from '@tanstack/react-query';
import type { OperationResult } from '../../../generated/api/operations';
import { homeInfoQuery } from './home-info';

export type HomeInfo = OperationResult<'Sig.Front.Front.GlobalHomeInfo'>;

/** A part of home info (counts, rate, recent views) from the query cache; undefined until it arrives. */
export function useHomeInfo<T>(select: (info: HomeInfo) => T): T | undefined {
  return useQuery({ ...homeInfoQuery(), select }).data;
}

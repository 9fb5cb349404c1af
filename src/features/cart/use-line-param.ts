import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CartLine } from '../../../generated/api/schemas';
import { cartQuery } from './queries';

/** The cart line a helper page (update, remark) was opened for by `?line=`; null when it is not in the cart. */
export function useLineParam(): CartLine | null {
  const [search] = useSearchParams();
  const id = Number(search.get('line'));
  const { data } = useSuspenseQuery(cartQuery());
  return data.groups.flatMap((g) => g.lines).find((l) => l.id === id) ?? null;
}

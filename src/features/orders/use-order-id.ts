import { useSearchParams } from 'react-router';
import { idParam } from './params';

/** The order a page is about (`?id=`); the route's loader has already refused a missing or mangled one. */
export function useOrderId(): number {
  const [search] = useSearchParams();
  return idParam(search.get('id')) ?? 0;
}

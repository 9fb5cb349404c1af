import { useSearchParams } from 'react-router';
import { idParam } from './params';

/** The parcel of a `?id=` page; the loader has already answered 404 for a missing or foreign one. */
export function useParcelId(): number {
  const [search] = useSearchParams();
  return idParam(search.get('id')) ?? 0;
}

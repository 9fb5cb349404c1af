import { useSearchParams } from 'react-router';
import { idParam } from './params';

/** The group of a `?id=` page; the loader has already sent a mangled id to the 404 page. */
export function useGroupId(): number {
  const [search] = useSearchParams();
  return idParam(search.get('id')) ?? 0;
}

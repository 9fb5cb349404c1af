import { useQuery } from '@tanstack/react-query';
import { readPastedAddress } from '../../lib/pasted-address';
import { pastedItemQuery } from '../../lib/queries/pasted-item';

/**
 * What buy-by-link knows of the address in its field: the address itself (out of any words around it,
 * without tracking values), its marketplace, and the item from our catalog when we hold it.
 */
export function useAnybuyLink(text: string) {
  const found = readPastedAddress(text);
  const known = found?.item ?? null;
  const detail = useQuery(pastedItemQuery(known));
  return {
    found,
    /** Our catalog's item, once looked up. */
    item: known && detail.data ? detail.data.Item : null,
    looking: known !== null && detail.isPending,
  };
}

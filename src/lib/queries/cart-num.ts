import { useSyncExternalStore } from 'react';
import { constants } from '../../../generated/constants';
import { queryClient } from '../query-client';
import { homeInfoQuery } from './home-info';
import { useHomeInfo } from './use-home-info';

const key = constants.storage.cartNum;

function storedCartNum(): number {
  try {
    return Number(localStorage.getItem(key)) || 0;
  } catch {
    return 0;
  }
}

const unchanging = () => () => {};

/**
 * The cart badge: home info's count, or until it arrives the last one seen (spec §3 keeps it in local
 * storage). A server-rendered page has no storage: it shows 0, and so does the browser while taking it over.
 */
export function useCartNum(): number {
  const stored = useSyncExternalStore(unchanging, storedCartNum, () => 0);
  return useHomeInfo((info) => info.cartNum) ?? stored;
}

/** The count an add-to-cart answered with, until home info is fetched again. */
export function setCartNum(cartNum: number): void {
  queryClient.setQueryData(homeInfoQuery().queryKey, (old) => (old ? { ...old, cartNum } : old));
}

/** The cart page's query key (src/features/cart), here so that adding from elsewhere can mark it stale. */
export const cartListKey = ['cartList'] as const;

/** An add made outside the cart page (a detail page): the badge follows, the cart refetches when next shown. */
export function cartChanged(cartNum: number): void {
  setCartNum(cartNum);
  void queryClient.invalidateQueries({ queryKey: cartListKey });
}

// Every home info answer (fetched or set) updates the stored count, so a reload shows it at once.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryKey[0] !== homeInfoQuery().queryKey[0]) return;
  const cartNum = (event.query.state.data as { cartNum?: number } | undefined)?.cartNum;
  try {
    if (cartNum !== undefined) localStorage.setItem(key, String(cartNum));
  } catch {
    // Private mode without storage: the badge still follows home info.
  }
});

import { useQuery } from '@tanstack/react-query';
import { useAppState } from '../../stores/app-state';
import { queryClient } from '../query-client';
import { homeInfoQuery } from './home-info';

/**
 * The cart badge's count: the home info's cartNum in the query cache; before that answers, the count
 * this device remembered (local storage, spec §3), so the badge does not flicker on reload.
 */
export function useCartNum(): number {
  const remembered = useAppState((s) => s.cartNum);
  const { data } = useQuery({ ...homeInfoQuery(), select: (info) => info.cartNum });
  return data ?? remembered;
}

/** Every cart change answers the new count: the cached home info (and the remembered count) follow at once. */
export function setCartNum(cartNum: number): void {
  queryClient.setQueryData(homeInfoQuery().queryKey, (info) => (info ? { ...info, cartNum } : info));
  useAppState.setState({ cartNum });
}

/** The cart page's query key (src/features/cart), here so that adding from elsewhere can mark it stale. */
export const cartListKey = ['cartList'] as const;

/** A change made outside the cart page (adding from a detail page): the count follows, the cart refetches when shown. */
export function cartChanged(cartNum: number): void {
  setCartNum(cartNum);
  void queryClient.invalidateQueries({ queryKey: cartListKey });
}

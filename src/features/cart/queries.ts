import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Cart } from '../../../generated/api/schemas';
import { api } from '../../lib/api/client';
import { cartListKey, setCartNum } from '../../lib/queries/cart-num';
import { queryClient } from '../../lib/query-client';
import type { AnybuyItem } from './anybuy-params';
import type { CheckoutChoices } from './confirm-params';

// Prices and availability change on the marketplaces: the cart and the checkout figures are always asked afresh.
export const cartQuery = () => queryOptions({ queryKey: cartListKey, queryFn: () => api.cartList(), staleTime: 0 });

export const checkoutPreviewQuery = (lineIds: readonly number[], choices: CheckoutChoices) =>
  queryOptions({
    queryKey: ['checkoutPreview', lineIds, choices],
    queryFn: () => api.checkoutPreview({ lineIds: [...lineIds], ...choices, services: [...choices.services] }),
    staleTime: 0,
  });

export const anybuyPreviewQuery = (item: AnybuyItem, choices: CheckoutChoices) =>
  queryOptions({
    queryKey: ['anybuyPreview', item, choices],
    queryFn: () => api.anybuyPreview({ ...item, ...choices, services: [...choices.services] }),
    staleTime: 0,
  });

export const checkoutQuery = (id: number) => queryOptions({ queryKey: ['checkout', id], queryFn: () => api.checkoutGet({ id }) });

/** A cart change answers the whole cart: it replaces the cached one and the badge's count. */
function cartAnswered(cart: Cart): void {
  queryClient.setQueryData(cartListKey, cart);
  setCartNum(cart.cartNum);
  void queryClient.invalidateQueries({ queryKey: ['checkoutPreview'] });
}

export const useUpdateQuantity = () =>
  useMutation({ mutationFn: (p: { lineId: number; quantity: number }) => api.cartUpdateQuantity(p), onSuccess: cartAnswered });

export const useRemoveLines = () => useMutation({ mutationFn: (lineIds: number[]) => api.cartRemove({ lineIds }), onSuccess: cartAnswered });

export const useSetRemark = () =>
  useMutation({ mutationFn: (p: { lineId: number; remark: string }) => api.cartSetRemark(p), onSuccess: cartAnswered });

export const useAcceptPrice = () => useMutation({ mutationFn: (lineIds: number[]) => api.cartAcceptPrice({ lineIds }), onSuccess: cartAnswered });

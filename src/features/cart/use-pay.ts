import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CheckoutResult } from '../../../generated/api/schemas';
import { usePathTo } from '../../components/use-path-to';
import { ApiError } from '../../lib/api/transport';
import { cartListKey } from '../../lib/queries/cart-num';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { queryClient } from '../../lib/query-client';
import { checkoutQuery } from './queries';

/**
 * Pays and opens the success page. A refusal (a changed price, too little money) refreshes the figures so the
 * page shows why; the key stays, so paying again after fixing it is still one order set.
 */
export function usePay(pay: () => Promise<CheckoutResult>, onDone: () => void) {
  const navigate = useNavigate();
  const pathTo = usePathTo();
  return useMutation({
    mutationFn: pay,
    onSuccess: (result) => {
      onDone();
      queryClient.setQueryData(checkoutQuery(result.id).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: cartListKey });
      void queryClient.invalidateQueries({ queryKey: homeInfoQuery().queryKey });
      navigate(pathTo('cart.paySuccess', {}, { query: { id: result.id } }), { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ['checkoutPreview'] });
        void queryClient.invalidateQueries({ queryKey: ['anybuyPreview'] });
        void queryClient.invalidateQueries({ queryKey: cartListKey });
      }
    },
  });
}

import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type CheckoutChoices, readChoices, withChoices } from './confirm-params';

/** The confirm page's choices, read from and written to its address (replacing the entry: Back leaves the page). */
export function useCheckoutUrl() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  return {
    search,
    choices: readChoices(search),
    returnTo: location.pathname + location.search,
    setChoices: (choices: CheckoutChoices) => navigate({ search: `?${withChoices(search, choices)}` }, { replace: true, preventScrollReset: true }),
  };
}

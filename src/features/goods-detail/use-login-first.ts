import { useLocation, useNavigate } from 'react-router';
import { usePathTo } from '../../components/use-path-to';
import { isLoggedIn } from '../../lib/session';

/**
 * For actions that need an account (cart, saving, unblock requests): true when logged in; otherwise sends
 * the shopper to log in and come back to this page (spec §5), and answers false.
 */
export function useLoginFirst(): () => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const pathTo = usePathTo();
  return () => {
    if (isLoggedIn()) return true;
    navigate(pathTo('login', {}, { query: { redirect: location.pathname + location.search } }));
    return false;
  };
}

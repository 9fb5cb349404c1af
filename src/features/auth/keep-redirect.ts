import { useSearchParams } from 'react-router';

/**
 * The page a shopper was sent from (`?redirect=`, as the login prompt sets it), as a query to carry to the
 * next step: sign-up spans several pages and the shopper should land back on the item at the end.
 */
export function useRedirectQuery(): { redirect?: string } {
  const redirect = useSearchParams()[0].get('redirect');
  return redirect ? { redirect } : {};
}

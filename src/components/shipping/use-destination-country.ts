import { useQuery } from '@tanstack/react-query';
import { pickCountry, useDestination } from '../../lib/destination';
import { useLanguage } from '../../lib/i18n';
import { addressesQuery } from '../../lib/queries/addresses';
import { isLoggedIn } from '../../lib/session';
import { useAppState } from '../../stores/app-state';

/**
 * The shopper's destination among `available`: their choice on this device, else the country of their
 * default address (logged in), else a guess from language and currency.
 */
export function useDestinationCountry(available: readonly string[]): string | null {
  const chosen = useDestination((s) => s.country);
  const currency = useAppState((s) => s.currency);
  const language = useLanguage();
  const loggedIn = isLoggedIn();
  const { data: addressCountry } = useQuery({
    ...addressesQuery(),
    enabled: loggedIn && !(chosen && available.includes(chosen)),
    select: (book) => book.items.find((a) => a.isDefault)?.country ?? null,
  });
  const preferred = chosen && available.includes(chosen) ? chosen : (addressCountry ?? null);
  return pickCountry(preferred, language, currency, available);
}

import { pickCountry, useDestination } from '../../lib/destination';
import { useLanguage } from '../../lib/i18n';
import { useAppState } from '../../stores/app-state';

/** The shopper's destination among `available`: their stored choice, else a guess from language and currency. */
export function useDestinationCountry(available: readonly string[]): string | null {
  const chosen = useDestination((s) => s.country);
  const currency = useAppState((s) => s.currency);
  const language = useLanguage();
  return pickCountry(chosen, language, currency, available);
}

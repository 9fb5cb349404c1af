import { useQuery } from '@tanstack/react-query';
import type { Currency } from '../../../generated/api/schemas';
import { constants } from '../../../generated/constants';
import { editionConfig } from '../../config/env';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { useAppState } from '../../stores/app-state';

/** The currency the shopper reads prices in besides yen (RMB in the china edition when shown), or null. */
export function useShopperCurrency(): Currency | null {
  const chosen = useAppState((s) => s.currency);
  const isRmb = useAppState((s) => s.isRmb);
  const { data } = useQuery(homeInfoQuery());
  if (!data) return null;
  if (editionConfig.rmbOption) {
    const id = constants.home.exchangeCurrency;
    return isRmb && data.exchange > 0 ? { Id: id, Symbol: id, Rate: data.exchange } : null;
  }
  const currency = data.currencyList.find((c) => c.Id === chosen);
  return currency && currency.Rate !== 1 ? currency : null;
}

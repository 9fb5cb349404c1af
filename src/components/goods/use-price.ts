import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { edition, editionConfig } from '../../config/env';
import { formatConverted, formatYen, rmbNote } from '../../lib/currency';
import { useLanguage } from '../../lib/i18n';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { useAppState } from '../../stores/app-state';

export interface PriceText {
  /** The yen price as the edition writes it ("¥1,200", "1,200円"). */
  yen: string;
  /** The shopper's currency ("US$8.10"), or null when the rates have not arrived or the edition shows RMB instead. */
  converted: string | null;
}

/**
 * Formats yen amounts with the shopper's currency beneath. The rates come from home info, which the header
 * already fetches, so a goods list costs no extra call; a card renders its yen price before that answers.
 */
export function usePrice(): (yen: number) => PriceText {
  const language = useLanguage();
  const chosen = useAppState((s) => s.currency);
  const isRmb = useAppState((s) => s.isRmb);
  const { data } = useQuery(homeInfoQuery());
  const currency = data?.currencyList.find((c) => c.Id === chosen);
  const exchange = data?.exchange;
  return useCallback(
    (yen: number) => {
      let converted: string | null = null;
      if (editionConfig.rmbOption) converted = exchange === undefined ? null : rmbNote(yen, exchange, edition, isRmb);
      // A shopper who picked yen would see the same amount twice.
      else if (currency && currency.Rate !== 1) converted = formatConverted(yen, currency, language);
      return { yen: formatYen(yen, edition, language), converted };
    },
    [currency, exchange, isRmb, language],
  );
}

import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../generated/api/schemas';
import { constants } from '../../../generated/constants';
import { editionConfig } from '../../config/env';
import { formatRate } from '../../lib/price';
import { useAppState } from '../../stores/app-state';
import styles from './HomeScreen.module.css';

/**
 * Today's rate for the shopper's currency, to 4 decimals (spec §5). The china edition has no currency
 * choice, only RMB shown or not: it quotes the RMB rate.
 */
export function RateLine({ currencies, exchange }: { currencies: Currency[]; exchange: number }) {
  const { t } = useTranslation();
  const chosen = useAppState((s) => s.currency);
  const currency = editionConfig.rmbOption
    ? exchange > 0
      ? { Id: constants.home.exchangeCurrency, Rate: exchange }
      : undefined
    : currencies.find((c) => c.Id === chosen);
  if (!currency) return null;
  // The equation reads left to right in every language; isolating it keeps "1 JPY = …" in order
  // inside Arabic text.
  const equation = t('home.rateEquation', { rate: formatRate(currency.Rate), currency: currency.Id });
  return <p className={styles.rate}>{t('home.rate', { equation: `\u2068${equation}\u2069` })}</p>;
}

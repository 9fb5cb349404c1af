import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../generated/api/schemas';
import { formatRate } from '../../lib/price';
import { useAppState } from '../../stores/app-state';
import styles from './HomeScreen.module.css';

/** Today's rate for the shopper's currency, to 4 decimals (spec §5). */
export function RateLine({ currencies }: { currencies: Currency[] }) {
  const { t } = useTranslation();
  const chosen = useAppState((s) => s.currency);
  const currency = currencies.find((c) => c.Id === chosen);
  if (!currency) return null;
  // The equation reads left to right in every language; isolating it keeps "1 JPY = …" in order
  // inside Arabic text.
  const equation = t('home.rateEquation', { rate: formatRate(currency.Rate), currency: currency.Id });
  return <p className={styles.rate}>{t('home.rate', { equation: `\u2068${equation}\u2069` })}</p>;
}

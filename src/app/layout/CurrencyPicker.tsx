import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { editionConfig } from '../../config/env';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { useAppState } from '../../stores/app-state';
import styles from './pickers.module.css';

/** Global edition: the currency prices convert into. China edition: whether to show RMB. */
export function CurrencyPicker({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const currency = useAppState((s) => s.currency);
  const isRmb = useAppState((s) => s.isRmb);
  const { data } = useQuery(homeInfoQuery());

  if (editionConfig.rmbOption) {
    return (
      <label className={styles.toggle}>
        <input type="checkbox" checked={isRmb} onChange={(e) => useAppState.setState({ isRmb: e.target.checked })} />
        {t('header.rmb')}
      </label>
    );
  }
  const currencies = data?.currencyList ?? [];
  return (
    <span className={styles.picker}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : styles.label}>
        {t('header.currency')}
      </label>
      <select id={id} className={styles.select} value={currency} onChange={(e) => useAppState.setState({ currency: e.target.value })}>
        {currencies.length === 0 && <option value={currency}>{currency}</option>}
        {currencies.map((c) => (
          <option key={c.Id} value={c.Id}>
            {c.Id} {c.Symbol}
          </option>
        ))}
      </select>
    </span>
  );
}

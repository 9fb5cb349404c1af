import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import styles from './SearchScreen.module.css';

interface PriceRangeProps {
  min: number | null;
  max: number | null;
  /** The currency the bounds are in (a Currency Id), null for yen. */
  currency: string | null;
  /** The shopper's own currency, offered besides yen; null when prices are only in yen (china edition, JPY). */
  shopperCurrency: string | null;
  onApply: (range: { min: number | null; max: number | null; currency: string | null }) => void;
}

const parse = (text: string): number | null => {
  const n = Number(text.replace(/[,\s]/g, ''));
  return text.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : null;
};

/**
 * Bounds typed in yen or in the shopper's currency; the search converts them to whole yen. Keyed by the
 * applied range where it is used, so a change of address resets the fields.
 */
export function PriceRange({ min, max, currency, shopperCurrency, onApply }: PriceRangeProps) {
  const { t } = useTranslation();
  const id = useId();
  const [minText, setMinText] = useState(min === null ? '' : String(min));
  const [maxText, setMaxText] = useState(max === null ? '' : String(max));
  const [unit, setUnit] = useState<string | null>(currency);

  const units = [null, ...(shopperCurrency ? [shopperCurrency] : [])];
  // A link may carry a currency the shopper has since changed away from: keep offering it.
  if (unit && !units.includes(unit)) units.push(unit);
  const unitLabel = (u: string | null) => u ?? t('browse.filters.yen');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let low = parse(minText);
    let high = parse(maxText);
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    onApply({ min: low, max: high, currency: unit });
  };

  return (
    <form className={styles.price} onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className={styles.filterLabel}>
        {t('browse.filters.price')}
      </p>
      {units.length > 1 && (
        <div className={styles.segmented} role="group" aria-label={t('browse.filters.priceIn')}>
          {units.map((u) => (
            <button key={u ?? 'yen'} type="button" aria-pressed={unit === u} onClick={() => setUnit(u)} className={styles.segment}>
              {unitLabel(u)}
            </button>
          ))}
        </div>
      )}
      <div className={styles.priceInputs}>
        <label className="visually-hidden" htmlFor={`${id}-min`}>
          {t('browse.filters.minIn', { unit: unitLabel(unit) })}
        </label>
        <Input
          id={`${id}-min`}
          inputMode="decimal"
          placeholder={t('browse.filters.min')}
          value={minText}
          onChange={(e) => setMinText(e.target.value)}
          data-testid="filter-min"
        />
        <span aria-hidden="true">–</span>
        <label className="visually-hidden" htmlFor={`${id}-max`}>
          {t('browse.filters.maxIn', { unit: unitLabel(unit) })}
        </label>
        <Input
          id={`${id}-max`}
          inputMode="decimal"
          placeholder={t('browse.filters.max')}
          value={maxText}
          onChange={(e) => setMaxText(e.target.value)}
          data-testid="filter-max"
        />
      </div>
      <Button type="submit" variant="secondary" size="sm">
        {t('browse.filters.apply')}
      </Button>
    </form>
  );
}

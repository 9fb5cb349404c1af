import { useTranslation } from 'react-i18next';
import type { Currency, GoodsDetail, ShippingOptions } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { CountrySelect } from '../../components/shipping/CountrySelect';
import { Checkbox } from '../../components/ui/Checkbox';
import { Select } from '../../components/ui/Select';
import { TextField } from '../../components/ui/TextField';
import { type CalcForm, yenCurrency } from '../../lib/landed-cost';
import { formatMoney } from '../../lib/price';
import { CalcItemLink } from './CalcItemLink';
import styles from './CalcScreen.module.css';
import { type CalcCheck, type CalcError, type CalcField, maxPriceYen, maxSideCm, maxWeightKg } from './validate';
import { ltr } from '../../lib/bidi';

interface CalcFieldsProps {
  form: CalcForm;
  country: string;
  options: ShippingOptions;
  currency: Currency | null;
  check: CalcCheck;
  touched: ReadonlySet<CalcField>;
  onChange: (patch: Partial<CalcForm>) => void;
  onTouch: (field: CalcField) => void;
  onItem: (detail: GoodsDetail) => void;
  filledFor: string;
}

const limits: Record<CalcError, Record<string, string | number>> = {
  required: {},
  notNumber: {},
  positive: {},
  tooLarge: { max: formatMoney(maxPriceYen) },
  maxWeight: { max: maxWeightKg },
  maxSide: { max: maxSideCm },
  allSides: {},
  noRate: {},
};

export function CalcFields({ form, country, options, currency, check, touched, onChange, onTouch, onItem, filledFor }: CalcFieldsProps) {
  const { t } = useTranslation(['translation', 'goods']);
  const price = usePrice();
  const error = (field: CalcField) => {
    const code = check.errors[field];
    // A missing side is asked for as soon as another side is typed.
    const shown = code && (touched.has(field) || code === 'allSides');
    return shown ? t(`goods:calc.errors.${code}`, limits[code]) : undefined;
  };
  const text = (field: Exclude<CalcField, 'country'>, label: string, extra: { hint?: string; inputMode?: 'decimal' | 'numeric' } = {}) => (
    <TextField
      label={label}
      hint={extra.hint}
      inputMode={extra.inputMode ?? 'decimal'}
      autoComplete="off"
      value={form[field]}
      error={error(field)}
      onChange={(e) => {
        onChange({ [field]: e.target.value });
        if (check.errors[field] !== 'required') onTouch(field);
      }}
      onBlur={() => onTouch(field)}
    />
  );
  const priceHint =
    check.priceYen === null ? undefined : form.currency === yenCurrency ? price(check.priceYen).converted ?? undefined : price(check.priceYen).yen;

  return (
    <form className={styles.form} aria-labelledby="calc-form-title" onSubmit={(e) => e.preventDefault()}>
      <h2 id="calc-form-title" className="visually-hidden">
        {t('goods:calc.formTitle')}
      </h2>
      <CalcItemLink link={form.link} onLink={(link) => onChange({ link })} onItem={onItem} filledFor={filledFor} />
      <div className={styles.priceRow}>
        {text('price', t('goods:calc.price'), { hint: priceHint && `≈ ${priceHint}` })}
        {currency && (
          <Select
            label={t('goods:calc.currency')}
            value={form.currency}
            onChange={(e) => onChange({ currency: e.target.value })}
            className={styles.currency}
          >
            <option value={yenCurrency}>{yenCurrency}</option>
            <option value={currency.Id}>{currency.Id}</option>
          </Select>
        )}
      </div>
      {text('shipping', t('goods:calc.domestic'), { hint: t('goods:calc.domesticHint'), inputMode: 'numeric' })}
      {text('weight', t('goods:calc.weight'), { hint: t('goods:calc.weightHint') })}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('goods:calc.box')}</legend>
        <p className={styles.hint}>{t('goods:calc.boxHint')}</p>
        <div className={styles.sides}>
          {text('length', t('goods:calc.length'), { inputMode: 'numeric' })}
          {text('width', t('goods:calc.width'), { inputMode: 'numeric' })}
          {text('height', t('goods:calc.height'), { inputMode: 'numeric' })}
        </div>
      </fieldset>
      <CountrySelect label={t('goods:calc.country')} codes={options.countries.map((c) => c.code)} value={country} onChange={(code) => onChange({ country: code })} />
      {options.services.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('goods:calc.services')}</legend>
          {options.services.map((service) => (
            <Checkbox
              key={service.id}
              label={t(`goods:services.${service.id}`, { defaultValue: service.id })}
              hint={t(service.per === 'item' ? 'goods:calc.perItem' : 'goods:calc.perOrder', { amount: ltr(price(service.yen).yen) })}
              checked={form.services.includes(service.id)}
              onChange={(e) =>
                onChange({ services: e.target.checked ? [...form.services, service.id] : form.services.filter((s) => s !== service.id) })
              }
            />
          ))}
        </fieldset>
      )}
    </form>
  );
}

import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePathTo } from '../../components/use-path-to';
import { usePageTitle } from '../../components/page-title';
import { useDestinationCountry } from '../../components/shipping/use-destination-country';
import { ApiError } from '../../lib/api/transport';
import { setDestination } from '../../lib/destination';
import type { GoodsDetail } from '../../../generated/api/schemas';
import { type CalcForm, calcQuery, gramsToKg, readCalcForm, yenCurrency } from '../../lib/landed-cost';
import { findWebAddress, readPastedAddress } from '../../lib/pasted-address';
import { landedCostQuery, shippingOptionsQuery } from '../../lib/queries/shipping';
import { CalcFields } from './CalcFields';
import { CalcResult } from './CalcResult';
import styles from './CalcScreen.module.css';
import { useDebounced } from './use-debounced';
import { useShopperCurrency } from './use-shopper-currency';
import { type CalcField, checkCalc } from './validate';

// Long enough to let a number be typed out before it is priced.
const settleMs = 400;

export default function CalcScreen() {
  const location = useLocation();
  // A new visit to the page (a link, back and forward) starts from its own address.
  return <Calculator key={location.key} initial={readCalcForm(new URLSearchParams(location.search))} />;
}

function Calculator({ initial }: { initial: CalcForm }) {
  const { t } = useTranslation(['translation', 'goods']);
  usePageTitle(t('goods:calc.title'));
  const pathTo = usePathTo();
  const { data: options } = useSuspenseQuery(shippingOptionsQuery());
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState(() => new Set(Object.entries(initial).filter(([, v]) => v.length > 0).map(([k]) => k as CalcField)));
  const codes = useMemo(() => options.countries.map((c) => c.code), [options]);
  const guessed = useDestinationCountry(codes);
  const country = codes.includes(form.country) ? form.country : guessed;
  const currency = useShopperCurrency();
  const check = checkCalc(form, country, form.currency === currency?.Id ? currency.Rate : null, options.services.map((s) => s.id));
  const params = useDebounced(check.params, settleMs);
  const cost = useQuery({ ...landedCostQuery(params ?? { priceYen: 0, weightGrams: 1, country: '' }), enabled: params !== null && check.params !== null });

  const settledForm = useDebounced({ ...form, country: country ?? '' }, settleMs);
  useEffect(() => {
    // Outside the router on purpose: a router navigation per keystroke would rerun loaders and scroll to the top.
    const target = pathTo('calc', {}, { query: calcQuery(settledForm) });
    if (target !== window.location.pathname + window.location.search) window.history.replaceState(window.history.state, '', target);
  }, [settledForm, pathTo]);

  const change = (patch: Partial<CalcForm>) => {
    // A link pasted where the price goes is the item's link.
    const moved = patch.price && findWebAddress(patch.price) ? { ...patch, link: patch.price, price: '' } : patch;
    setForm((f) => ({ ...f, ...moved }));
    if (patch.country) setDestination(patch.country);
  };
  const touch = (field: CalcField) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field)));
  // An item we hold, from its link: its price (the current bid of an auction), what the seller charges for
  // shipping in Japan and its weight where known.
  const fillFrom = useCallback((detail: GoodsDetail) => {
    const item = detail.Item;
    const price = item.ListingType === 'auction' && item.BidJPYPrice ? item.BidJPYPrice : item.JPYPrice;
    const shipping = detail.ShippingPayer === 'buyer' && detail.DomesticShippingYen ? String(detail.DomesticShippingYen) : '';
    setForm((f) => ({ ...f, price: String(price), currency: yenCurrency, shipping, weight: detail.WeightGrams ? gramsToKg(detail.WeightGrams) : f.weight }));
    setTouched((s) => new Set([...s, 'price', 'shipping', 'weight']));
  }, []);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('goods:calc.title')}</h1>
        <p className={styles.lead}>{t('goods:calc.lead')}</p>
      </header>
      <CalcFields
        form={form}
        country={country ?? ''}
        options={options}
        currency={currency}
        check={check}
        touched={touched}
        onChange={change}
        onTouch={touch}
        onItem={fillFrom}
        filledFor={initial.price ? (readPastedAddress(initial.link)?.url ?? '') : ''}
      />
      <CalcResult
        ready={check.params !== null}
        cost={cost.data}
        loading={cost.isFetching}
        failure={cost.isError ? (cost.error instanceof ApiError && cost.error.message !== 'Error' ? cost.error.message : '') : null}
        onRetry={() => void cost.refetch()}
        params={params}
        options={options}
      />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeMinimis } from '../../../generated/duties';
import { languageOf } from '../../../generated/languages';
import { formatDate } from '../../lib/dates';
import { countryName } from '../../lib/destination';
import { type DutyCharge, type DutyEstimate as Estimate, estimateDuty, ratesFrom } from '../../lib/duty-estimate';
import { useLanguage } from '../../lib/i18n';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { usePrice } from '../goods/use-price';
import { Skeleton } from '../ui/Skeleton';
import { cx } from '../ui/cx';
import styles from './DutyEstimate.module.css';

export interface DutyEstimateProps {
  /** The parcel's declared value (the goods), yen. */
  declaredYen: number;
  /** International postage of the chosen (or cheapest) method, yen. */
  postageYen: number;
  /** Destination, ISO 3166-1 alpha-2. */
  country: string;
  className?: string;
}

/**
 * The import duty and tax the destination's customs will likely charge, in its currency and in yen, with
 * the rule's source and date. Strings are the `duty` namespace: the route showing it loads that first.
 */
export function DutyEstimate({ declaredYen, postageYen, country, className }: DutyEstimateProps) {
  const { t } = useTranslation('duty');
  const titleId = useId();
  const language = useLanguage();
  // Today's rates are the ones home info carries (the currencies table), which the header has fetched.
  const home = useQuery(homeInfoQuery());
  const estimate = home.isPending ? undefined : estimateDuty({ declaredYen, postageYen, country, rateOf: ratesFrom(home.data?.currencyList ?? []) });
  return (
    <section className={className ?? styles.box} aria-labelledby={titleId} aria-busy={home.isPending} data-testid="duty-estimate">
      <h3 id={titleId} className={styles.title}>
        {t('title')}
      </h3>
      {estimate === undefined ? (
        <Skeleton shape="text" lines={3} />
      ) : estimate === null ? (
        <p className={styles.muted}>{t('unavailable', { country: countryName(country, language) })}</p>
      ) : (
        <Lines estimate={estimate} />
      )}
      <p className={styles.label}>{t('label')}</p>
      {estimate && (
        <p className={styles.source}>
          <a href={estimate.source.url} target="_blank" rel="noopener noreferrer">
            {t('source', { name: estimate.source.name, date: dayOf(estimate.asOf, language) })}
          </a>
          {estimate.rateSource === 'reference' && <> · {t('referenceRate', { currency: estimate.currency })}</>}
        </p>
      )}
    </section>
  );
}

function Lines({ estimate }: { estimate: Estimate }) {
  const { t } = useTranslation('duty');
  const money = useMoney();
  const { duty, tax } = estimate;
  return (
    <dl className={styles.lines}>
      <div>
        <dt>{t(estimate.valuation === 'cif' ? 'valueCif' : 'valueFob')}</dt>
        <dd>{money(estimate.valueLocal, estimate.currency, estimate.valueYen)}</dd>
      </div>
      <div>
        <dt>{duty.rule === 'none' ? t('duty') : t('dutyPercent', { percent: duty.percent })}</dt>
        <dd data-testid="duty-duty">{duty.rule === 'none' ? t('none') : <Charge charge={duty} estimate={estimate} />}</dd>
      </div>
      <div>
        <dt>{tax.kind === 'none' ? t('tax_none') : t(`tax_${tax.kind}`, { percent: tax.percent })}</dt>
        <dd data-testid="duty-tax">{tax.kind === 'none' ? t('none') : <Charge charge={tax} estimate={estimate} />}</dd>
      </div>
      <div className={styles.sum}>
        <dt>{estimate.nothingDue ? t('nothingDue') : t('total')}</dt>
        <dd data-testid="duty-total">{money(estimate.totalLocal, estimate.currency, estimate.totalYen)}</dd>
      </div>
    </dl>
  );
}

function Charge({ charge, estimate }: { charge: DutyCharge; estimate: Estimate }) {
  const { t } = useTranslation('duty');
  const money = useMoney();
  const language = useLanguage();
  if (charge.exemptBy) return <span className={styles.exempt}>{threshold(charge.exemptBy, t, language)}</span>;
  return money(charge.local, estimate.currency, charge.yen);
}

type T = ReturnType<typeof useTranslation<'duty'>>['t'];

function threshold(d: DeMinimis, t: T, language: ReturnType<typeof useLanguage>): string {
  const amount = formatMoney(d.amount, d.currency, language);
  return d.measure === 'amountDue' ? t('waived', { amount }) : t('exempt', { amount });
}

/** "€44.86 (¥7,603)": the local currency first, as the carrier will ask for it. */
function useMoney() {
  const language = useLanguage();
  const price = usePrice();
  return (local: number, currency: string, yen: number) => (
    <>
      <bdi className={styles.amount}>{formatMoney(local, currency, language)}</bdi>{' '}
      <span className={cx(styles.muted, styles.amount)}>
        (<bdi>{price(yen).yen}</bdi>)
      </span>
    </>
  );
}

function formatMoney(amount: number, currency: string, language: ReturnType<typeof useLanguage>): string {
  try {
    return new Intl.NumberFormat(languageOf(language).service, { style: 'currency', currency, numberingSystem: 'latn' }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** The spec's YYYY-MM-DD as the shopper's date format, the same day in every zone. */
function dayOf(isoDay: string, language: ReturnType<typeof useLanguage>): string {
  return formatDate(Date.parse(`${isoDay}T00:00:00Z`), 4, language, 'UTC');
}

// The import duty and tax a destination's customs typically charge on a parcel from Japan, from the rules of
// spec/duties.yaml. Pure: the storefront (calculator, goods page, shipping choice) and the server import it.
// An estimate only: screens say so and that the carrier collects it on delivery.
import { type DeMinimis, type DutyRule, type TaxKind, dutyReferenceRates, dutyRules, isDutyCountry } from '../../generated/duties';

export interface DutyInput {
  /** The parcel's declared value (the goods), in yen. */
  declaredYen: number;
  /** International postage, in yen (part of the customs value where customs value at CIF). */
  postageYen: number;
  /** Destination, ISO 3166-1 alpha-2. */
  country: string;
  /** Today's rate of a currency, units per yen (the currencies table), or null when it has none. */
  rateOf: (currency: string) => number | null | undefined;
}

export interface DutyCharge {
  /** The percent applied (0 for no duty or no tax). */
  percent: number;
  yen: number;
  local: number;
  /** Not collected because the parcel is within this de minimis threshold. */
  exemptBy: DeMinimis | null;
}

export interface DutyEstimate {
  country: string;
  currency: string;
  /** Units of the local currency per yen, and whether it is today's or the spec's reference rate. */
  rate: number;
  rateSource: 'today' | 'reference';
  valuation: DutyRule['valuation'];
  /** The customs value the rates apply to. */
  valueYen: number;
  valueLocal: number;
  duty: DutyCharge & { rule: 'none' | 'adValorem' };
  tax: DutyCharge & { kind: TaxKind };
  totalYen: number;
  totalLocal: number;
  /** Nothing to pay: every charge is within a de minimis threshold, or there is none. */
  nothingDue: boolean;
  /** The thresholds of this destination, in their own currencies. */
  deMinimis: readonly DeMinimis[];
  source: DutyRule['source'];
  asOf: string;
  notes: string;
}

/** Units per yen of a currency: today's when known, else the spec's reference rate. */
function rateFor(currency: string, rateOf: DutyInput['rateOf']): { rate: number; source: 'today' | 'reference' } | null {
  const today = rateOf(currency);
  if (today != null && Number.isFinite(today) && today > 0) return { rate: today, source: 'today' };
  const reference = dutyReferenceRates.perYen[currency];
  return reference ? { rate: reference, source: 'reference' } : null;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The threshold that exempts `charge` when the value (or the charge itself) is within it, if any. */
function thresholdFor(rule: DutyRule, charge: 'duty' | 'tax'): DeMinimis | undefined {
  return rule.deMinimis.find((d) => d.applies === charge || d.applies === 'both');
}

interface Charged {
  yen: number;
  exemptBy: DeMinimis | null;
}

/**
 * One charge: `percent` of `baseYen` (of its part over the threshold when only the excess is charged), or
 * nothing when the customs value, or the charge itself, is within the threshold (converted to yen).
 */
function charge(valueYen: number, baseYen: number, percent: number, threshold: DeMinimis | undefined, thresholdYen: number): Charged {
  if (percent === 0) return { yen: 0, exemptBy: null };
  const onValue = threshold?.measure === 'value';
  if (onValue && valueYen <= thresholdYen) return { yen: 0, exemptBy: threshold };
  const yen = ((onValue && threshold.charge === 'excess' ? baseYen - thresholdYen : baseYen) * percent) / 100;
  if (threshold?.measure === 'amountDue' && yen <= thresholdYen) return { yen: 0, exemptBy: threshold };
  return { yen, exemptBy: null };
}

/**
 * The estimate for one parcel, or null when the destination has no rules in the spec or a currency it needs
 * has no rate at all. Amounts in yen are whole yen; local amounts are rounded to cents.
 */
export function estimateDuty(input: DutyInput): DutyEstimate | null {
  const country = input.country.toUpperCase();
  if (!isDutyCountry(country)) return null;
  const rule = dutyRules[country];
  const local = rateFor(rule.currency, input.rateOf);
  if (!local) return null;
  const yenOf = (threshold: DeMinimis | undefined): number | null => {
    if (!threshold) return 0;
    const r = threshold.currency === rule.currency ? local : rateFor(threshold.currency, input.rateOf);
    return r ? threshold.amount / r.rate : null;
  };
  const dutyThreshold = thresholdFor(rule, 'duty');
  const taxThreshold = thresholdFor(rule, 'tax');
  const dutyThresholdYen = yenOf(dutyThreshold);
  const taxThresholdYen = yenOf(taxThreshold);
  if (dutyThresholdYen === null || taxThresholdYen === null) return null;

  const valueYen = Math.max(0, input.declaredYen) + (rule.valuation === 'cif' ? Math.max(0, input.postageYen) : 0);
  const dutyPercent = rule.dutyPercent ?? 0;
  const duty = charge(valueYen, valueYen, dutyPercent, dutyThreshold, dutyThresholdYen);
  // Tax is charged on the duty-paid value.
  const tax = charge(valueYen, valueYen + duty.yen, rule.tax.percent, taxThreshold, taxThresholdYen);

  const dutyYen = Math.round(duty.yen);
  const taxYen = Math.round(tax.yen);
  const toLocal = (yen: number) => cents(yen * local.rate);
  return {
    country,
    currency: rule.currency,
    rate: local.rate,
    rateSource: local.source,
    valuation: rule.valuation,
    valueYen,
    valueLocal: toLocal(valueYen),
    duty: { percent: dutyPercent, yen: dutyYen, local: toLocal(dutyYen), exemptBy: duty.exemptBy, rule: rule.dutyPercent === null ? 'none' : 'adValorem' },
    tax: { percent: rule.tax.percent, yen: taxYen, local: toLocal(taxYen), exemptBy: tax.exemptBy, kind: rule.tax.kind },
    totalYen: dutyYen + taxYen,
    totalLocal: toLocal(dutyYen + taxYen),
    nothingDue: dutyYen + taxYen === 0,
    deMinimis: rule.deMinimis,
    source: rule.source,
    asOf: rule.asOf,
    notes: rule.notes,
  };
}

/** Today's rates as the storefront has them (`Currency` rows: Id, Rate units per yen) for `rateOf`. */
export function ratesFrom(list: readonly { Id: string; Rate: number }[]): DutyInput['rateOf'] {
  const byId = new Map(list.map((c) => [c.Id, c.Rate]));
  return (currency) => byId.get(currency) ?? null;
}

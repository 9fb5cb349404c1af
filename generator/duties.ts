import type { PathKey } from './diagnostics';
import type { DutiesSpec } from './schemas';

// ISO 3166-1 alpha-2, the officially assigned codes: a destination outside it is a typo, not a country.
const isoCountries = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
    'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
    'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
    'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

export interface DeMinimisModel {
  amount: number;
  currency: string;
  applies: 'duty' | 'tax' | 'both';
  measure: 'value' | 'amountDue';
  charge: 'whole' | 'excess';
}

export interface DutyRuleModel {
  country: string;
  currency: string;
  valuation: 'cif' | 'fob';
  deMinimis: DeMinimisModel[];
  tax: { kind: DutiesSpec['countries'][string]['tax']['kind']; percent: number };
  /** Percent, or null for no duty. */
  dutyPercent: number | null;
  notes: string;
  source: { name: string; url: string };
  asOf: string;
}

export interface DutiesModel {
  referenceRates: { asOf: string; source: { name: string; url: string }; perYen: Record<string, number> };
  /** By country code, in code order. */
  rules: DutyRuleModel[];
}

type Report = (path: PathKey[], message: string, key?: boolean) => void;

/** A real calendar day no later than `today` (figures cannot have been checked in the future). */
function dateProblem(text: string, today: string): string | null {
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return `${text} is not a calendar date`;
  if (text > today) return `${text} is in the future: asOf is the day the figures were checked`;
  return null;
}

/** Checks spec/duties.yaml's codes, dates and currencies against each other. */
export function buildDuties(spec: DutiesSpec, report: Report, today: string): DutiesModel {
  const rates = spec.referenceRates;
  const ratesDate = dateProblem(rates.asOf, today);
  if (ratesDate) report(['referenceRates', 'asOf'], ratesDate);
  const needRate = (path: PathKey[], currency: string) => {
    if (!(currency in rates.perYen)) report(path, `currency ${currency} has no reference rate (add it under referenceRates.perYen)`);
  };

  const rules = Object.entries(spec.countries).map(([country, c]): DutyRuleModel => {
    const at: PathKey[] = ['countries', country];
    if (!isoCountries.has(country)) {
      report(at, `unknown country code "${country}" (ISO 3166-1 alpha-2, two capital letters)`, true);
    }
    needRate([...at, 'currency'], c.currency);
    const date = dateProblem(c.asOf, today);
    if (date) report([...at, 'asOf'], date);
    const seen = new Map<string, number>();
    const deMinimis = c.deMinimis.map((d, i): DeMinimisModel => {
      if (d.currency) needRate([...at, 'deMinimis', i, 'currency'], d.currency);
      for (const charge of d.applies === 'both' ? ['duty', 'tax'] : [d.applies]) {
        const other = seen.get(charge);
        if (other !== undefined) report([...at, 'deMinimis', i, 'applies'], `a second threshold for ${charge} (the first is deMinimis.${other})`);
        seen.set(charge, i);
      }
      if (d.measure === 'amountDue' && d.charge === 'excess') {
        report([...at, 'deMinimis', i, 'charge'], 'charge: excess needs a threshold on the value, not on the amount due');
      }
      return { amount: d.amount, currency: d.currency ?? c.currency, applies: d.applies, measure: d.measure ?? 'value', charge: d.charge ?? 'whole' };
    });
    if ((c.tax.kind === 'none') !== (c.tax.percent === 0)) {
      report([...at, 'tax', 'percent'], c.tax.kind === 'none' ? 'kind none takes percent 0' : `a ${c.tax.kind} of 0%: write kind: none`);
    }
    return {
      country, currency: c.currency, valuation: c.valuation, deMinimis, tax: c.tax,
      dutyPercent: c.duty === 'none' ? null : c.duty, notes: c.notes.trim(), source: c.source, asOf: c.asOf,
    };
  });
  rules.sort((a, b) => (a.country < b.country ? -1 : a.country > b.country ? 1 : 0));
  const perYen = Object.fromEntries(Object.entries(rates.perYen).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { referenceRates: { asOf: rates.asOf, source: rates.source, perYen }, rules };
}

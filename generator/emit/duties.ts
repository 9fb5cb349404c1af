import type { Project } from 'ts-morph';
import type { Model } from '../model';
import { addType, exportConst, literal, newFile, union } from './print';

// Plain data and its types; the arithmetic lives in src/lib/duty-estimate.ts, which the server and the
// storefront both import.
export function emitDuties(project: Project, model: Model): void {
  const { duties } = model;
  const file = newFile(project, 'duties.ts', ['spec/duties.yaml']);
  addType(file, { isExported: true, name: 'DutyCountry', type: union(duties.rules.map((r) => r.country)) });
  addType(file, { isExported: true, name: 'TaxKind', type: union(['vat', 'gst', 'salesTax', 'postalTax', 'flatRate', 'none']) });
  file.addStatements(`
/** Below (or at) the threshold the charges it applies to are not collected. */
export interface DeMinimis {
  readonly amount: number;
  /** The currency the law states the threshold in. */
  readonly currency: string;
  readonly applies: 'duty' | 'tax' | 'both';
  /** value: compared with the customs value; amountDue: the charge itself is waived when no more than this. */
  readonly measure: 'value' | 'amountDue';
  /** excess: above the threshold only the part over it is charged. */
  readonly charge: 'whole' | 'excess';
}

/** One destination's rules: an estimate, never a quote. */
export interface DutyRule {
  readonly currency: string;
  /** cif: customs value = declared value + international postage; fob: the declared value only. */
  readonly valuation: 'cif' | 'fob';
  readonly deMinimis: readonly DeMinimis[];
  /** Charged on the customs value plus the duty. */
  readonly tax: { readonly kind: TaxKind; readonly percent: number };
  /** Ad-valorem percent typical for goods from Japan; null: no duty. */
  readonly dutyPercent: number | null;
  readonly notes: string;
  readonly source: { readonly name: string; readonly url: string };
  readonly asOf: string;
}`);
  const rules = Object.fromEntries(duties.rules.map(({ country, ...rule }) => [country, rule]));
  exportConst(file, 'dutyRules', '{ readonly [C in DutyCountry]: DutyRule }', literal(rules), [
    'Import duty and tax rules by destination (ISO 3166-1 alpha-2), in code order.',
  ]);
  exportConst(file, 'dutyReferenceRates', '{ readonly asOf: string; readonly source: { readonly name: string; readonly url: string }; readonly perYen: Readonly<Record<string, number>> }', literal(duties.referenceRates), [
    'Units per yen, used only when today\'s rates lack a currency.',
  ]);
  file.addStatements(`
export function isDutyCountry(value: unknown): value is DutyCountry {
  return typeof value === 'string' && Object.hasOwn(dutyRules, value);
}`);
}

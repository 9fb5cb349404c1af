// What insuring a parcel costs and covers, by its method's carrier (constants.shipping.insurance, where
// the carriers' price lists are cited). The server prices the quote and the charge with this one rule.
import { constants } from '../../generated/constants';

export interface CarrierRule {
  kind: 'steps' | 'percent';
  firstCoverYen: number | null;
  firstYen: number | null;
  stepCoverYen: number | null;
  stepYen: number | null;
  percent: number | null;
  minYen: number | null;
  maxCoverYen: number;
}

export interface InsuranceOffer {
  /** The declared value insured: the whole of it, or the carrier's maximum. */
  coverYen: number;
  /** What the method covers without insurance (EMS: 20,000 yen). */
  includedCoverYen: number;
  /** What insurance adds to the postage: 0 when the included cover already takes the whole value. */
  yen: number;
}

const ruleOf = (carrier: string): CarrierRule | undefined => constants.shipping.insurance.carriers.find((c) => c.carrier === carrier);

/** The carrier's fee for insuring `coverYen`, the method covering `includedCoverYen` already. */
export function insuranceFee(rule: CarrierRule, coverYen: number, includedCoverYen: number): number {
  if (coverYen <= includedCoverYen) return 0;
  if (rule.kind === 'steps') {
    const firstCover = rule.firstCoverYen ?? 0;
    const first = includedCoverYen >= firstCover ? 0 : (rule.firstYen ?? 0);
    const beyond = coverYen - Math.max(firstCover, includedCoverYen);
    return first + (beyond > 0 ? Math.ceil(beyond / (rule.stepCoverYen ?? 1)) * (rule.stepYen ?? 0) : 0);
  }
  // In hundredths of a percent, so 1.5 % of a yen amount stays integer arithmetic.
  const basisPoints = Math.round((rule.percent ?? 0) * 100);
  return Math.max(rule.minYen ?? 0, Math.ceil(((coverYen - includedCoverYen) * basisPoints) / 10_000));
}

/** Insurance for a parcel of `declaredYen` sent by `methodId`; null where the method cannot be insured. */
export function insuranceOffer(methodId: string, declaredYen: number): InsuranceOffer | null {
  const method = constants.shipping.methods.find((m) => m.id === methodId);
  const insurable = constants.shipping.insurance.insurable.find((i) => i.method === methodId);
  const rule = method && ruleOf(method.carrier);
  if (!method || !insurable || !rule) return null;
  const coverYen = Math.min(Math.max(0, declaredYen), rule.maxCoverYen);
  return { coverYen, includedCoverYen: insurable.includedCoverYen, yen: insuranceFee(rule, coverYen, insurable.includedCoverYen) };
}

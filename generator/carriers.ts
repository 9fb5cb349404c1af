import type { PathKey } from './diagnostics';
import type { ConstantsSpec } from './schemas';

type Report = (path: PathKey[], message: string, key?: boolean) => void;

/**
 * A carrier's tracking page is opened from our pages with the shopper's number in it, so it must be a
 * secure address with one place for the number; a carrier that a method ships with needs one, or the
 * shopper of that method gets a bare number.
 */
export function checkCarriers(shipping: ConstantsSpec['shipping'], report: Report): void {
  const at = (i: number, key: string): PathKey[] => ['shipping', 'carriers', i, key];
  const ids = new Set<string>();
  shipping.carriers.forEach((carrier, i) => {
    if (ids.has(carrier.id)) report(at(i, 'id'), `carrier ${carrier.id} is listed twice`);
    ids.add(carrier.id);
    let protocol = '';
    try {
      protocol = new URL(carrier.tracking.replace('{number}', '0')).protocol;
    } catch {
      // Reported below as not https.
    }
    if (protocol !== 'https:') report(at(i, 'tracking'), `"${carrier.tracking}" is not an https address`);
    if (carrier.tracking.split('{number}').length !== 2 || /\{(?!number\})/.test(carrier.tracking)) {
      report(at(i, 'tracking'), `"${carrier.tracking}" must hold {number} once and no other {…}`);
    }
    if (!carrier.domestic && !carrier.international) report(at(i, 'id'), `carrier ${carrier.id} is neither domestic nor international`);
  });
  const international = new Set(shipping.carriers.filter((c) => c.international).map((c) => c.id));
  shipping.methods.forEach((method, i) => {
    if (!international.has(method.carrier)) {
      report(['shipping', 'methods', i, 'carrier'], `carrier ${method.carrier} has no international entry in shipping.carriers`);
    }
  });
  shipping.insurance.carriers.forEach((rule, i) => {
    if (!international.has(rule.carrier)) {
      report(['shipping', 'insurance', 'carriers', i, 'carrier'], `carrier ${rule.carrier} has no international entry in shipping.carriers`);
    }
  });
}

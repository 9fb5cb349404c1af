// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { shipping } from './constants/shipping';

/** A carrier of shipping.carriers. */
export type CarrierId = 'japanPost' | 'yamato' | 'sagawa' | 'dhl' | 'fedex' | 'sf';

/** An international method of shipping.methods. */
export type ShippingMethodId = 'ems' | 'airmail' | 'sal' | 'surface' | 'dhl' | 'fedex' | 'sf';

export interface Carrier {
  readonly id: CarrierId;
  readonly name: string;
  readonly domestic: boolean;
  readonly international: boolean;
  readonly tracking: string;
}

/** Every carrier, in spec order (the order staff choose from). */
export const carriers: readonly Carrier[] = shipping.carriers;

/** The carrier each international method ships with. */
export const methodCarriers: { readonly [M in ShippingMethodId]: CarrierId } = {
  ems: 'japanPost',
  airmail: 'japanPost',
  sal: 'japanPost',
  surface: 'japanPost',
  dhl: 'dhl',
  fedex: 'fedex',
  sf: 'sf',
};

/** The carrier of that id; undefined for anything else (free text staff typed before carriers were listed). */
export function carrierOf(id: string | null | undefined): Carrier | undefined {
  return carriers.find((c) => c.id === id);
}

export function isCarrierId(id: string): id is CarrierId {
  return carrierOf(id) !== undefined;
}

/** The carrier's own tracking page for the number, or null when the carrier is not one we know. */
export function trackingLink(carrier: string | null | undefined, number: string): string | null {
  const known = carrierOf(carrier);
  // A function, as everywhere (tests/unit/replacement-strings.test.ts): a replacement never read as a pattern.
  return known ? known.tracking.replace('{number}', () => encodeURIComponent(number.trim())) : null;
}

/** The carrier a parcel shipped by the method goes with; undefined for a method we do not list. */
export function carrierOfMethod(method: string | null | undefined): CarrierId | undefined {
  return Object.entries(methodCarriers).find(([id]) => id === method)?.[1];
}

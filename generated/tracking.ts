// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
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
export const carriers: readonly Carrier[] = [
  {
    id: 'japanPost',
    name: 'Japan Post',
    domestic: true,
    international: true,
    tracking: 'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1={number}&locale=en',
  },
  {
    id: 'yamato',
    name: 'Yamato Transport',
    domestic: true,
    international: false,
    tracking: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01={number}',
  },
  {
    id: 'sagawa',
    name: 'Sagawa Express',
    domestic: true,
    international: false,
    tracking: 'https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo={number}',
  },
  {
    id: 'dhl',
    name: 'DHL Express',
    domestic: false,
    international: true,
    tracking: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}',
  },
  {
    id: 'fedex',
    name: 'FedEx',
    domestic: false,
    international: true,
    tracking: 'https://www.fedex.com/fedextrack/?trknbr={number}',
  },
  {
    id: 'sf',
    name: 'SF Express',
    domestic: false,
    international: true,
    tracking: 'https://www.sf-express.com/chn/en/waybill/waybill-detail/{number}',
  },
];

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

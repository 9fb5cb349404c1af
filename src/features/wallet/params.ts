// The wallet pages' address parameters, read defensively: anything unexpected is the default.
export const historyKinds = ['recharge', 'payment', 'refund', 'points', 'settle', 'adjustment'] as const;
export type HistoryKind = (typeof historyKinds)[number];

export const couponStatuses = ['usable', 'used', 'expired'] as const;
export type CouponStatus = (typeof couponStatuses)[number];

export function kindParam(search: URLSearchParams): HistoryKind | null {
  const kind = search.get('kind');
  return historyKinds.find((k) => k === kind) ?? null;
}

export function couponStatusParam(search: URLSearchParams): CouponStatus {
  const status = search.get('status');
  return couponStatuses.find((s) => s === status) ?? 'usable';
}

/** The recharge whose result the page shows (the gateway's return address carries it), or null. */
export function rechargeParam(search: URLSearchParams): number | null {
  const n = Number(search.get('recharge'));
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

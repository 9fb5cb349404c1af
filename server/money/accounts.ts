// Ledger account names. Shopper accounts are what we owe the shopper (a balance never below zero); the
// others are ours. An order's account holds what was paid for it until it is refunded or settled, so
// "no order without its payment" is checkable: every paid order's account is funded.
export const accounts = {
  /** The shopper's wallet balance, in yen. */
  wallet: (userId: number) => `wallet:${userId}`,
  /** The shopper's points (currency PT). */
  points: (userId: number) => `points:${userId}`,
  /**
   * Yen held for the shopper's bids (server/auctions): a bid moves its maximum plus the proxy fee on it
   * from wallet:<u> to held:<u> (ledger kind 'hold'; a raise moves the difference); being outbid, losing
   * or a reserve not met moves it back (kind 'release'); winning moves the price and its fee to
   * order:<id> and the rest back to the wallet (kind 'payment', ref auction). held:<u> always equals the
   * sum of the shopper's auction_bids.held_yen (reconcile.ts checks it).
   */
  held: (userId: number) => `held:${userId}`,
  /** What was paid for one order (yen), and the points spent on it (PT). */
  order: (orderId: number) => `order:${orderId}`,
  /**
   * What was paid for one parcel's second payment (postage, consolidation, options and the storage fees of
   * its orders): wallet −total, parcel:<id> +total; a group's members each pay their share into it. Kept
   * apart from order:<id> so that an order's account still holds exactly its first payment.
   */
  parcel: (parcelId: number) => `parcel:${parcelId}`,
  /** Money received through the card gateway. */
  gateway: 'gateway',
  /** Discounts we give: coupons, and points turned into yen at checkout. */
  promotions: 'promotions',
  /** Points we issue (earned on orders) and take back (spent). */
  pointsIssued: 'pointsIssued',
  /** Corrections made by staff. */
  adjustments: 'adjustments',
} as const;

// Accounts that can never go below zero: what a shopper has with us.
const guarded = /^(wallet|points|held):(\d+)$/;

/** The shopper whose guarded account this is, or null for our own accounts. */
export function guardedOwner(account: string): number | null {
  const match = guarded.exec(account);
  return match ? Number(match[2]) : null;
}

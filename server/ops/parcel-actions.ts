import type { OrderAction } from '../../generated/orders';

/**
 * What happens to an order inside a merged or group parcel happens to the whole parcel, through the
 * parcel queue's calls (server/parcels/staff.ts): one order shipped or unmerged alone would skip the
 * postage payment or leave the parcel's weight, value and price wrong.
 */
export const parcelActions: readonly OrderAction[] = ['merge', 'unmerge', 'ship', 'markDelivered'];

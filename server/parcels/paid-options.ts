// A parcel option that is also a checkout service (protective packaging) may already be paid for: when
// every order in the parcel paid for it at checkout, the parcel gets it without a second charge and the
// select-mail page shows it as included instead of offering it again.
import type { ParcelOptionPrice } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { type ParcelOptionId, optionYen } from '../../src/lib/parcel-rules';
import type { OrderRow } from '../db/types';
import { paidServices } from '../orders/paid-services';

type PaidOrder = Pick<OrderRow, 'id' | 'services'>;

/** Each option's price for this parcel, with the orders that already paid for it. */
export function optionPrices(orders: readonly PaidOrder[], grams: number): ParcelOptionPrice[] {
  return constants.warehouse.options.map((option) => {
    const paidBy = orders.filter((o) => paidServices(o.services).includes(option.id)).map((o) => o.id);
    const included = orders.length > 0 && paidBy.length === orders.length;
    return { id: option.id, yen: included ? 0 : optionYen(option.id, grams), included, paidBy };
  });
}

/** The options a parcel carries (what the shopper chose plus what is included) and what they cost. */
export function chosenOptions(prices: readonly ParcelOptionPrice[], asked: readonly ParcelOptionId[]): { options: string[]; yen: number } {
  const options = prices.filter((p) => p.included || asked.includes(p.id as ParcelOptionId));
  return { options: options.map((p) => p.id), yen: options.reduce((sum, p) => sum + p.yen, 0) };
}

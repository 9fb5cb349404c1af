import { constants } from '../../../generated/constants';
import type { OrderAction, OrderInput } from '../../../generated/orders';
import type { api } from '../../lib/api/client';

export type OpsActionParams = Parameters<typeof api.opsOrderAction>[0];

interface FieldSpec {
  numeric: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  /** The keyboard phones should offer. */
  inputMode?: 'numeric';
}

/** How each input of spec/orders.yaml is entered; the server checks the same limits again. */
export const fieldSpecs: Record<OrderInput, FieldSpec> = {
  priceYen: { numeric: true, min: 1, max: constants.anybuy.maxPriceYen, inputMode: 'numeric' },
  reason: { numeric: false, maxLength: constants.orders.reasonMaxLength },
  carrier: { numeric: false },
  trackingNo: { numeric: false },
  weightGrams: { numeric: true, min: 1, inputMode: 'numeric' },
  lengthCm: { numeric: true, min: 1, inputMode: 'numeric' },
  widthCm: { numeric: true, min: 1, inputMode: 'numeric' },
  heightCm: { numeric: true, min: 1, inputMode: 'numeric' },
};

/** Actions that give the shopper's money back or end the order: they ask for a second look. */
export const endingActions: ReadonlySet<OrderAction> = new Set(['cancel', 'failPurchase', 'sellerCancel']);

/** The call's params from a submitted form: numbers as numbers, blanks left out (the server names them). */
export function actionParams(orderId: number, action: OrderAction, needs: readonly OrderInput[], form: FormData): OpsActionParams {
  const params: OpsActionParams = { id: orderId, action };
  for (const name of needs) {
    const raw = String(form.get(name) ?? '').trim();
    if (raw === '') continue;
    Object.assign(params, { [name]: fieldSpecs[name].numeric ? Number(raw) : raw });
  }
  return params;
}

// Shoppers whose orders are waiting in the warehouse, for the parcel tests that go past the merge
// (insurance, the customs declaration, claims): an address, and each order brought to arrived by staff.
import { createApiClient } from '../../generated/api/client';
import type { TestServer } from './harness';
import { topUp } from './money-fixture';
import { paidOrder } from './ops-fixtures';
import type { Shopper } from './shopper';

export interface ArrivedBox { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number; priceYen?: number; title?: string }

export const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());

export async function shopperWithArrived(server: TestServer, staff: Shopper, email: string, boxes: readonly ArrivedBox[], walletYen = 0) {
  const db = server.services.db;
  const shopper = await server.verifiedShopper(email);
  const userId = (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const api = apiOf(shopper);
  const address = await api.createAddress({ country: 'US', recipient: 'Ann Lee', phone: '+1 555 010 0100', postcode: '94105', region: 'CA', city: 'SF', line1: '1 Market St' });
  const orderIds: number[] = [];
  for (const { priceYen, title, ...measures } of boxes) {
    const order = await paidOrder(db, server.services.dialect, userId, { state: 'purchased', priceYen: priceYen ?? 3000, ...(title ? { title } : {}) });
    await apiOf(staff).opsOrderAction({ id: order.id, action: 'recordArrival', ...measures });
    orderIds.push(order.id);
  }
  if (walletYen > 0) await topUp(db, server.services.dialect, userId, walletYen);
  return { shopper, api, userId, addressId: address.id, orderIds };
}

export const paymentKey = () => `pay-${Math.random().toString(36).slice(2)}-${Date.now()}`;

// (temporary, not committed) A real server with data for screenshots.
import { createApiClient } from '../../generated/api/client';
import { accounts } from '../money/accounts';
import { post } from '../money/ledger';
import { transition } from '../orders/transition';
import { startTestServer } from './harness';
import { fixtureCheckout, userIdOf } from './order-fixture';

const edition = (process.env.EDITION ?? 'global') as 'global' | 'china';
const server = await startTestServer({ port: Number(process.env.PORT ?? 4100), staticDir: process.env.STATIC!, edition, logLevel: 'warn' });
const db = server.services.db;
async function shopper(email: string, weights: number[]) {
  const s = await server.verifiedShopper(email);
  const api = createApiClient(s.transport());
  const userId = await userIdOf(db, email);
  await db.transaction().execute((trx) => post(trx, server.services.dialect, { kind: 'recharge', userId, refType: 'fixture' }, [
    { account: accounts.gateway, amount: -100_000 }, { account: accounts.wallet(userId), amount: 100_000 }], Date.now()));
  const f = await fixtureCheckout(db, server.services.dialect, userId, weights.map((_, i) => ({ priceYen: 1200 + i * 900 })));
  for (const [i, orderId] of f.orderIds.entries()) {
    await db.transaction().execute(async (trx) => {
      await transition(trx, server.services, { orderId, action: 'markPurchased', actor: { kind: 'staff', id: null } });
      await transition(trx, server.services, { orderId, action: 'recordArrival', actor: { kind: 'staff', id: null }, inputs: { weightGrams: weights[i]!, lengthCm: 25, widthCm: 18, heightCm: 8 } });
    });
  }
  const { id: addressId } = await api.createAddress({ country: edition === 'china' ? 'CN' : 'US', recipient: 'Ann Lee', phone: '+1 555 010 0100', postcode: edition === 'china' ? '200000' : '94105', region: edition === 'china' ? '上海市' : 'CA', city: edition === 'china' ? '上海' : 'San Francisco', line1: '1 Market St' });
  return { s, api, userId, orderIds: f.orderIds, addressId };
}
const a = await shopper('shot-shopper@example.com', [600, 900, 450, 1200, 300]);
if (edition === 'global') {
  const parcel = await a.api.parcelCreate({ orderIds: a.orderIds.slice(0, 2), addressId: a.addressId });
  await a.api.parcelChoose({ id: parcel.id, method: 'ems', options: [] });
  const p2 = await a.api.parcelCreate({ orderIds: a.orderIds.slice(2, 3), addressId: a.addressId });
  await a.api.parcelChoose({ id: p2.id, method: 'ems', options: [] });
  await a.api.parcelPay({ id: p2.id, idempotencyKey: 'demo-pay-key-0001' });
  const staff = createApiClient((await server.staffMember('shot-staff@example.com')).transport());
  await staff.opsParcelShip({ id: p2.id, carrier: 'EMS', trackingNo: 'EM123456789JP' });
  const auction = await db.selectFrom('goods').select(['site', 'external_id', 'price_yen']).where('listing_type', '=', 'auction').where('site', '=', 'yahoo').where('ends_at', '>', Date.now() + 3_600_000).limit(3).execute();
  for (const [i, g] of auction.entries()) {
    const r = await a.api.placeBid({ site: 'yahoo', id: g.external_id, maxYen: g.price_yen + 2000 * (i + 1), idempotencyKey: `demo-bid-key-000${i}` }).catch((e: unknown) => String(e));
    console.log('bid', g.external_id, JSON.stringify(r).slice(0, 120));
  }
  console.log('auction', auction[0]?.external_id);
} else {
  const group = await a.api.createGroup({ name: '上海 四月 合箱', addressId: a.addressId, deadline: new Date(Date.now() + 48 * 3_600_000).toISOString(), rules: '周末在徐汇区取件' });
  const b = await shopper('shot-member@example.com', [700, 350]);
  await b.api.applyToGroup({ id: group.group.id, message: '你好，我想加入' });
  await a.api.reviewGroupApplication({ id: group.group.id, userId: b.userId, approve: true });
  await a.api.addGroupItems({ id: group.group.id, orderIds: a.orderIds.slice(0, 2) });
  await b.api.addGroupItems({ id: group.group.id, orderIds: b.orderIds });
  console.log('group', group.group.id);
}
console.log('ready', server.url);

// Test-only: gives a shopper of a running test server (its DATA_DIR) orders, until the cart's pay
// operation lands and browser tests can buy through the storefront. Never part of `npm start`.
//   node --import tsx server/test/order-fixture-cli.ts --email <shopper>
// Makes one checkout of two catalog goods (paid) and one anybuy order, then, as staff would, marks the
// second bought and corrects the anybuy price; prints the order ids as JSON.
import { parseArgs } from 'node:util';
import { createMailer } from '../accounts/mail';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { createLogger } from '../log';
import { transition } from '../orders/transition';
import { createPayments } from '../payments/setup';
import type { Services } from '../services';
import { fixtureCheckout, userIdOf } from './order-fixture';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
if (!values.email) {
  console.error('--email is required');
  process.exit(1);
}
const config = loadConfig();
const handle = openDatabase(config);
const log = createLogger('warn');
// Transitions never reach the card gateway; the server's own address is not needed for them.
const payments = createPayments(config, log, () => '');
const services: Services = { db: handle.db, dialect: handle.dialect, config, log, mailer: createMailer(handle.db, config, log), payments, now: () => Date.now() };
try {
  const goods = await handle.db
    .selectFrom('goods')
    .select(['site', 'external_id', 'title', 'url', 'image_url', 'price_yen'])
    .where('site', '=', 'mercari')
    .where('listing_type', '=', 'fixed')
    .where('sold_out_at', 'is', null)
    .orderBy('id')
    .limit(2)
    .execute();
  const userId = await userIdOf(handle.db, values.email);
  const item = (g: (typeof goods)[number]) => ({ site: g.site, externalId: g.external_id, title: g.title, url: g.url, imageUrl: g.image_url, priceYen: g.price_yen });
  const cart = await fixtureCheckout(handle.db, handle.dialect, userId, goods.map(item));
  const anybuy = await fixtureCheckout(handle.db, handle.dialect, userId, [{ kind: 'anybuy', title: 'Handmade mug (anybuy)', priceYen: 2400 }]);
  const staff = { kind: 'staff', id: null } as const;
  await handle.db.transaction().execute(async (trx) => {
    await transition(trx, services, { orderId: cart.orderIds[1]!, action: 'markPurchased', actor: staff });
    await transition(trx, services, { orderId: anybuy.orderIds[0]!, action: 'correctPrice', actor: staff, inputs: { priceYen: 2600, reason: 'shop price rose' } });
  });
  console.log(JSON.stringify({ paid: cart.orderIds[0], purchased: cart.orderIds[1], anybuy: anybuy.orderIds[0] }));
} finally {
  await handle.close();
}

// Shopper A's objects for the access matrix and the fuzz: one of each kind an operation's id may name,
// made through the real calls where a shopper can make them (the database is touched only for what no
// shopper call does: wallet money, coupons, the warehouse's arrival of an order, an auction listing with a
// buy-now price in the catalog). Every text A writes
// carries A's marker, so an answer to anyone else that holds the marker holds A's data.
import sharp from 'sharp';
import { makeAuction } from '../../server/test/auction-fixtures';
import { cardToken } from '../../server/test/card-tokens';
import { fixtures, newKey } from '../../server/test/checkout-fixtures';
import type { TestServer } from '../../server/test/harness';
import type { Shopper } from '../../server/test/shopper';

export type Kind =
  | 'address' | 'cartLine' | 'checkout' | 'order' | 'arrivedOrder' | 'parcel' | 'coupon' | 'savedSearch'
  | 'workOrder' | 'group' | 'recharge' | 'card' | 'message' | 'payKey' | 'wonAuction' | 'experience';

export interface Owner {
  email: string;
  marker: string;
  shopper: Shopper;
  ids: Partial<Record<Kind, number | string>>;
  /** Kinds that could not be made, with the reason. */
  missing: Partial<Record<Kind, string>>;
}

async function must(shopper: Shopper, name: string, params: unknown): Promise<unknown> {
  // Once more on a dropped connection: a keep-alive socket the server just timed out may be picked.
  const answer = await shopper.call(name, params).catch(() => shopper.call(name, params));
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.body.msg}`);
  return answer.body.data;
}

export async function makeOwner(server: TestServer, email: string, staff: Shopper): Promise<Owner> {
  const marker = `zq${Math.random().toString(36).slice(2, 10)}mark`;
  const shopper = await server.verifiedShopper(email);
  const fx = fixtures(() => server);
  const db = server.services.db;
  const userId = await fx.userId(email);
  const owner: Owner = { email, marker, shopper, ids: {}, missing: {} };
  const newest = async (table: 'addresses' | 'cart_items' | 'checkouts' | 'orders' | 'parcels' | 'saved_searches' | 'work_orders' | 'recharges' | 'saved_cards' | 'messages') =>
    (await db.selectFrom(table).select('id').where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst())?.id;
  const step = async (kinds: Kind[], work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      for (const kind of kinds) owner.missing[kind] = error instanceof Error ? error.message : String(error);
    }
  };

  await step(['address'], async () => {
    await must(shopper, 'Sig.Front.User.AppAddress.Create', { country: 'US', recipient: `Ann ${marker}`, phone: '+1 555 010 0100', postcode: '94105', region: 'CA', city: 'San Francisco', line1: `1 ${marker} St`, makeDefault: true });
    owner.ids.address = await newest('addresses');
  });
  await step(['cartLine', 'checkout', 'order', 'arrivedOrder', 'parcel', 'payKey'], async () => {
    const goods = [await fx.takeGoods(undefined, { maxPrice: 20_000 }), await fx.takeGoods(undefined, { maxPrice: 20_000 }), await fx.takeGoods(undefined, { maxPrice: 20_000 })];
    for (const g of goods) await must(shopper, 'Sig.Front.User.AppCart.AddGoods', { site: g.site, id: g.external_id });
    const lines = await fx.lineIds(userId);
    for (const line of lines) await must(shopper, 'Sig.Front.User.AppCart.SetRemark', { lineId: line, remark: `note ${marker}` });
    owner.ids.cartLine = lines[2];
    await fx.fund(userId, 200_000);
    await fx.acceptAllNotices(userId);
    const payKey = newKey();
    await must(shopper, 'Sig.Front.User.AppCheckout.Pay', { lineIds: lines.slice(0, 2), addressId: owner.ids.address, services: [], points: 0, idempotencyKey: payKey });
    owner.ids.payKey = payKey;
    owner.ids.checkout = await newest('checkouts');
    const orders = await db.selectFrom('orders').select('id').where('user_id', '=', userId).orderBy('id').execute();
    owner.ids.order = orders[0]!.id;
    const arrived = orders[1]!.id;
    await must(staff, 'Sig.Ops.OrderAction', { id: arrived, action: 'markPurchased' });
    await must(staff, 'Sig.Ops.OrderAction', { id: arrived, action: 'recordArrival', weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10 });
    owner.ids.arrivedOrder = arrived;
    await must(shopper, 'Sig.Front.User.AppParcel.Create', { orderIds: [arrived], addressId: owner.ids.address });
    owner.ids.parcel = await newest('parcels');
  });
  await step(['coupon'], async () => {
    owner.ids.coupon = await fx.coupon(userId, { amountYen: 300 });
  });
  await step(['savedSearch'], async () => {
    await must(shopper, 'Sig.Front.User.AppSavedSearch.Save', { screen: 'search', query: { keyword: marker }, name: `saved ${marker}` });
    owner.ids.savedSearch = await newest('saved_searches');
  });
  await step(['workOrder'], async () => {
    await must(shopper, 'Sig.Front.User.AppWorkOrder.Create', { orderId: owner.ids.order ?? null, category: 'other', subject: `help ${marker}`, body: `body ${marker}`, attachments: [], context: null });
    owner.ids.workOrder = await newest('work_orders');
  });
  // A recruiting group's name and rules are shown to every shopper (the open groups list): no marker there.
  await step(['group'], async () => {
    await must(shopper, 'Sig.Front.User.AppGroup.Create', { name: 'Group of A', addressId: owner.ids.address, deadline: new Date(Date.now() + 48 * 3_600_000).toISOString(), rules: 'Pick up downtown' });
    owner.ids.group = (await db.selectFrom('groups').select('id').where('leader_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  });
  await step(['card'], async () => {
    await must(shopper, 'Sig.Front.User.AppCard.Add', { token: await cardToken(server), brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, holderName: `Ann ${marker}` });
    owner.ids.card = await newest('saved_cards');
  });
  await step(['recharge'], async () => {
    const token = await cardToken(server);
    await must(shopper, 'Sig.Front.User.AppRecharge.Create', { amountYen: 5000, token, idempotencyKey: newKey(), returnUrl: '/personal/recharge' });
    owner.ids.recharge = await newest('recharges');
  });
  // An auction A won (bought at its buy-now price, with postage still due) and a haul A wrote that staff
  // rejected: the won-payment and resubmit calls take their ids.
  await step(['wonAuction'], async () => {
    const auction = await makeAuction(db, { priceYen: 3000, buyNowYen: 3000, shippingPayer: 'buyer', domesticYen: 850 });
    const won = (await must(shopper, 'Sig.Front.User.AppAuction.BuyNow', { site: 'yahoo', id: auction.id, idempotencyKey: newKey() })) as { orderId: number | null };
    if (won.orderId === null) throw new Error('buying the auction outright made no order');
    owner.ids.wonAuction = won.orderId;
  });
  await step(['experience'], async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e86c1' } }).png().toBuffer();
    const uploaded = await shopper.fetch(`${server.url}/files/uploads/experience`, { method: 'POST', body: new Uint8Array(png), headers: { 'Content-Type': 'image/png' } });
    if (uploaded.status !== 200) throw new Error(`the photo upload answered ${uploaded.status}`);
    const photoId = ((await uploaded.json()) as { data: { id: string } }).data.id;
    const made = (await must(shopper, 'Sig.Front.User.Experience.Publish', { kind: 'outer', link: `https://www.instagram.com/p/${marker}/`, photoIds: [photoId] })) as { id: number };
    await must(staff, 'Sig.Ops.ExperienceReview', { id: made.id, decision: 'reject', reason: 'The post does not show the goods' });
    owner.ids.experience = made.id;
  });
  await step(['message'], async () => {
    const id = await newest('messages');
    if (id === undefined) throw new Error('no message was sent to A by the steps above');
    owner.ids.message = id;
  });
  // Search history and recent views, which some answers list.
  await shopper.call('Sig.Front.User.AppSearch.AddHistory', { term: marker });
  return owner;
}

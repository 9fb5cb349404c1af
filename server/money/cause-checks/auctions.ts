// Money moved for an auction (server/auctions/): a bid's hold from wallet:<u> to held:<u> (kind hold), its
// return (release), and the winner's payment out of the hold into the order the close made (payment),
// once per won auction. Per auction and shopper, what these moved into held:<u> is what the shopper's bids
// on it still hold.
import { accounts } from '../accounts';
import { type BookedTxn, type Books, amountIn, byRef, missing, otherShopper, txnName, unlessCount, unlessOnly } from '../books';

export async function checkAuctionMoney(txns: readonly BookedTxn[], books: Books): Promise<(string | null)[]> {
  const named = books.db.selectFrom('ledger_transactions').select('ref_id').where('ref_type', '=', 'auction');
  const [auctions, bids, orders] = await Promise.all([
    books.db
      .selectFrom('auctions')
      .select(['goods_id', 'status', 'winner_user_id', 'order_id'])
      .where((eb) => eb.or([eb('order_id', 'is not', null), eb('goods_id', 'in', named)]))
      .orderBy('goods_id')
      .execute(),
    books.db
      .selectFrom('auction_bids')
      .select(['goods_id', 'user_id', (eb) => eb.fn.sum<number>('held_yen').as('held')])
      .where('user_id', 'is not', null)
      .groupBy(['goods_id', 'user_id'])
      .execute(),
    books.orders(),
  ]);
  const byGoods = new Map(auctions.map((a) => [a.goods_id, a]));
  const bidKey = (goodsId: number, userId: number | null) => `${goodsId}/${userId}`;
  const heldByBids = new Map(bids.map((b) => [bidKey(b.goods_id, b.user_id), Number(b.held)]));
  const heldByLedger = new Map<string, { goodsId: number; userId: number | null; yen: number }>();
  const problems: (string | null)[] = [];
  for (const t of txns) {
    const auction = t.refId === null ? undefined : byGoods.get(t.refId);
    const record = `auction ${t.refId}`;
    if (!auction) {
      problems.push(missing(t, record));
      continue;
    }
    const held = t.userId === null ? 'held:none' : accounts.held(t.userId);
    const wallet = t.userId === null ? 'wallet:none' : accounts.wallet(t.userId);
    const key = bidKey(auction.goods_id, t.userId);
    const moved = amountIn(t, held);
    const sum = heldByLedger.get(key) ?? { goodsId: auction.goods_id, userId: t.userId, yen: 0 };
    heldByLedger.set(key, { ...sum, yen: sum.yen + moved });
    if (!heldByBids.has(key)) problems.push(`${txnName(t)} is booked to shopper ${t.userId ?? 'none'}, who has no bid on ${record}`);
    if (t.kind === 'payment') {
      problems.push(otherShopper(t, `${record}'s win`, auction.winner_user_id));
      const order = auction.order_id === null ? undefined : orders.get(auction.order_id);
      if (auction.status !== 'closed' || !order) {
        problems.push(`${txnName(t)} pays for ${record}, which is ${auction.status} with ${auction.order_id === null ? 'no order' : `order ${auction.order_id}, which does not exist`}`);
        continue;
      }
      const due = order.price_yen * order.quantity + order.proxy_fee_yen;
      const into = amountIn(t, accounts.order(order.id));
      if (into !== due) problems.push(`${txnName(t)} puts ${into} yen into order ${order.id}, but the won price and its fee come to ${due}`);
      problems.push(unlessOnly(t, (e) => e.currency === 'JPY' && [held, wallet, accounts.order(order.id)].includes(e.account), `the payment of ${record}`));
    } else {
      problems.push(unlessOnly(t, (e) => e.currency === 'JPY' && (e.account === held || e.account === wallet), `a ${t.kind} for a bid`));
      if (t.kind === 'hold' ? moved <= 0 : moved >= 0) problems.push(`${txnName(t)} moves ${moved} yen into ${held}, the wrong way for a ${t.kind}`);
    }
  }
  for (const [key, ledger] of heldByLedger) {
    const bidsHold = heldByBids.get(key) ?? 0;
    if (ledger.yen !== bidsHold) problems.push(`shopper ${ledger.userId ?? 'none'}'s bids on auction ${ledger.goodsId} hold ${bidsHold} yen but the ledger holds ${ledger.yen} for them`);
  }
  for (const [key, yen] of heldByBids) {
    const [goodsId, userId] = key.split('/');
    if (yen !== 0 && !heldByLedger.has(key)) problems.push(`shopper ${userId}'s bids on auction ${goodsId} hold ${yen} yen but the ledger holds nothing for them`);
  }
  const payments = byRef(txns.filter((t) => t.kind === 'payment'));
  for (const a of auctions) {
    if (a.order_id !== null) problems.push(unlessCount(`auction ${a.goods_id} (won by shopper ${a.winner_user_id ?? 'none'}, order ${a.order_id})`, payments.get(a.goods_id) ?? [], 1, 'payments'));
  }
  return problems;
}

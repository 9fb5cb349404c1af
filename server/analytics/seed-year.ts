// A year of what the analytics panels sum, for the benchmark and for looking at the dashboard: accounts,
// orders with their first payment (integer yen), refunds through the ledger, failed purchases and seller
// cancellations, and the shoppers' search → detail → cart → pay steps. Volumes follow a small proxy shop:
// 100–300 orders and 30–150 sign-ups a day, a few hundred searches a day (tens of thousands a year), with
// weekends busier and a slow rise over the year. Deterministic for one seed. The rows are written
// directly (not through the calls): the panels read only the tables, and a year through HTTP would take
// hours.
import type { Kysely } from 'kysely';
import { type SiteId, siteOrder } from '../../generated/sites';
import type { AnalyticsEventKind, Database } from '../db/types';
import { createRandom } from '../db/seed/random';
import { accounts } from '../money/accounts';

const dayMs = 86_400_000;
const chunk = 400;

export interface YearCounts {
  users: number;
  orders: number;
  refunds: number;
  failures: number;
  events: number;
  searches: number;
}

const popularSites: Partial<Record<SiteId, number>> = { mercari: 30, yahoo: 22, rakuten: 10, amazon: 9, rakuma: 7, paypay: 6, surugaya: 5 };
const words = ['ポケモン', 'ヴィトン', 'ナイキ', 'seiko', 'canon', 'スニーカー', 'フィギュア', '財布', 'iphone', 'psa10', 'ゼルダ', 'supreme', '時計', '呪術廻戦', 'ワンピース', 'ガンダム', 'レゴ', 'ps5', 'switch', 'カメラ'];
const tails = ['', '', ' 中古', ' 新品', ' カード', ' 限定', ' セット', ' 2024', ' レア', ' 本体'];

async function insertAll<T extends keyof Database>(db: Kysely<Database>, table: T, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insertInto(table).values(rows.slice(i, i + chunk) as any).execute();
  }
}

/** Seeds `days` days ending today (the clock's day) into a migrated database; answers what it wrote. */
export async function seedAnalyticsYear(db: Kysely<Database>, options: { now?: number; days?: number; seed?: number; report?: (line: string) => void } = {}): Promise<YearCounts> {
  const now = options.now ?? Date.now();
  const days = options.days ?? 365;
  const r = createRandom(options.seed ?? 20261125);
  const report = options.report ?? (() => {});
  const counts: YearCounts = { users: 0, orders: 0, refunds: 0, failures: 0, events: 0, searches: 0 };
  const siteWeights = Object.fromEntries(siteOrder.map((s) => [s, popularSites[s] ?? 1])) as Record<SiteId, number>;
  const terms = Array.from({ length: 1500 }, (_, i) => `${words[i % words.length]}${tails[Math.floor(i / words.length) % tails.length]}${i >= 200 ? ` ${i}` : ''}`);
  // Popular keywords are searched far more often (a Zipf-like curve). About one search in twelve finds
  // nothing: misspellings and listings nobody sells, each with its own frequency.
  const term = () => terms[Math.min(terms.length - 1, Math.floor(terms.length * r.next() ** 3))]!;
  const misses = Array.from({ length: 300 }, (_, i) => `${['ぽけもm', 'vuiton', 'nkie', 'seikoo', 'zzqx', 'ガンダムmk', 'supremee', 'iphome'][i % 8]}${i >= 8 ? ` ${i}` : ''}`);
  const miss = () => misses[Math.min(misses.length - 1, Math.floor(misses.length * r.next() ** 2))]!;
  const start = now - days * dayMs;
  const userIds: number[] = [];
  const base = (await db.selectFrom('users').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;
  let nextUser = Number(base) + 1;

  for (let d = 0; d < days; d++) {
    const dayStart = start + d * dayMs;
    const weekend = new Date(dayStart).getUTCDay() % 6 === 0 ? 1.3 : 1;
    const growth = 0.8 + (0.4 * d) / days;
    const at = () => dayStart + r.int(0, dayMs - 1);
    await db.transaction().execute(async (tx) => {
      const users = Array.from({ length: Math.round(r.int(30, 150) * weekend * growth) }, () => {
        const created = at();
        return { email: `year-${nextUser++}-${r.int(0, 1e9)}@example.com`, password_hash: 'x', nickname: 'x', language: 'en', verified_at: created, signup_from: null, source: null, created_at: created, updated_at: created };
      });
      const ids = await tx.insertInto('users').values(users).returning('id').execute();
      userIds.push(...ids.map((row) => row.id));
      counts.users += users.length;

      const orders = Array.from({ length: Math.round(r.int(100, 300) * weekend * growth) }, () => {
        const created = at();
        const site = r.chance(0.04) ? null : r.weighted(siteWeights);
        const price = r.int(3, 400) * 100;
        const paid = price + Math.round(price * 0.1) + r.pick([0, 0, 500, 700, 1000]);
        return {
          user_id: r.pick(userIds), checkout_id: null, kind: site ? ('cart' as const) : ('anybuy' as const), state: 'paid', site, external_id: null, type: null,
          url: 'https://example.com/item', title: 'item', image_url: null, seller_id: null, seller_name: null, quantity: 1, options: null, remark: null,
          price_yen: price, proxy_fee_yen: paid - price, domestic_yen: 0, services_yen: 0, discount_yen: 0, points_used: 0, paid_yen: paid,
          created_at: created, updated_at: created,
        };
      });
      const made: { id: number; user_id: number; paid_yen: number; created_at: number }[] = [];
      for (let i = 0; i < orders.length; i += chunk) {
        made.push(...(await tx.insertInto('orders').values(orders.slice(i, i + chunk)).returning(['id', 'user_id', 'paid_yen', 'created_at']).execute()));
      }
      counts.orders += orders.length;

      // About 3 % of orders fail or are cancelled by the seller within days, and are refunded (those whose
      // day has not come yet are still open).
      const failAt = new Map(made.map((o) => [o.id, Number(o.created_at) + r.int(1, 4 * 24) * 3_600_000]));
      const failed = made.filter((o) => r.chance(0.03) && failAt.get(o.id)! < now);
      const later = (o: { id: number }) => failAt.get(o.id)!;
      await insertAll(tx, 'order_events', failed.map((o) => {
        const seller = r.chance(0.3);
        return { order_id: o.id, action: seller ? 'sellerCancel' : 'failPurchase', from_state: seller ? 'purchased' : 'paid', to_state: seller ? 'sellerCancelled' : 'purchaseFailed', actor: 'staff' as const, actor_id: null, note: 'seed', created_at: later(o) };
      }));
      counts.failures += failed.length;
      if (failed.length > 0) {
        const txns = await tx
          .insertInto('ledger_transactions')
          .values(failed.map((o) => ({ kind: 'refund' as const, user_id: o.user_id, ref_type: 'order', ref_id: o.id, memo: null, created_by: null, created_at: later(o) })))
          .returning(['id', 'ref_id'])
          .execute();
        const paidOf = new Map(failed.map((o) => [o.id, Number(o.paid_yen)]));
        const userOf = new Map(failed.map((o) => [o.id, o.user_id]));
        await insertAll(tx, 'ledger_entries', txns.flatMap((t) => [
          { txn_id: t.id, account: accounts.order(t.ref_id!), currency: 'JPY' as const, amount: -paidOf.get(t.ref_id!)! },
          { txn_id: t.id, account: accounts.wallet(userOf.get(t.ref_id!)!), currency: 'JPY' as const, amount: paidOf.get(t.ref_id!)! },
        ]));
        counts.refunds += failed.length;
      }

      // The steps: each visitor searches a few times, some open items, fewer add to the cart and pay.
      const events: { kind: AnalyticsEventKind; visitor: string; site: string | null; term: string | null; results: number | null; created_at: number }[] = [];
      const visitors = Math.round(r.int(120, 260) * weekend * growth);
      for (let v = 0; v < visitors; v++) {
        const visitor = r.chance(0.4) ? `u:${r.pick(userIds)}` : `d:seed${d}x${v}`;
        let t = at();
        const step = (kind: AnalyticsEventKind, extra: { site?: string | null; term?: string | null; results?: number | null } = {}) => {
          t = Math.min(now - 1, t + r.int(5, 300) * 1000);
          events.push({ kind, visitor, site: extra.site ?? null, term: extra.term ?? null, results: extra.results ?? null, created_at: t });
        };
        for (let s = r.int(1, 3); s > 0; s--) {
          const missed = r.chance(0.08);
          step('search', missed ? { term: miss(), results: 0 } : { term: r.chance(0.9) ? term() : null, results: r.int(1, 5000) });
          counts.searches++;
        }
        if (!r.chance(0.55)) continue;
        for (let s = r.int(1, 4); s > 0; s--) step('detail', { site: r.weighted(siteWeights) });
        if (!r.chance(0.35)) continue;
        step('cart', { site: r.weighted(siteWeights) });
        if (r.chance(0.6)) step('pay');
      }
      await insertAll(tx, 'analytics_events', events);
      counts.events += events.length;
    });
    if ((d + 1) % 60 === 0 || d === days - 1) report(`  ${d + 1}/${days} days: ${counts.orders.toLocaleString('en')} orders, ${counts.events.toLocaleString('en')} events`);
  }
  return counts;
}

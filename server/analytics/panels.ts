// The analytics edition's panels: one aggregate statement (or two) per panel over a range of days, each
// reading one index of migration 0026 in range order. Sales are what the orders' first payments took
// (paid_yen, coupon and points already off), counted on the day the order was made; refunds are the yen
// their ledger transactions gave back (to the wallet and our promotions account).
import { sql, type Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/types';
import { type DayRange, dayOf, everyDay } from './range';

const { topTerms } = constants.analytics;
type Db = Kysely<Database>;
const range = (r: DayRange) => ({ from: r.from, to: r.to });
const num = (value: unknown) => Number(value ?? 0);

export async function salesPanel(db: Db, r: DayRange) {
  const rows = await db
    .selectFrom('orders')
    .select([dayOf('created_at').as('day'), sql<string>`coalesce(site, 'other')`.as('site')])
    .select((eb) => [eb.fn.countAll().as('orders'), eb.fn.sum<number>('paid_yen').as('sales')])
    .where('created_at', '>=', r.startMs)
    .where('created_at', '<', r.endMs)
    .groupBy([dayOf('created_at'), sql`coalesce(site, 'other')`])
    .execute();
  const byDay = new Map<number, { orders: number; salesYen: number }>();
  const bySite = new Map<string, { orders: number; salesYen: number }>();
  const detail = rows
    .map((row) => ({ dayNo: num(row.day), site: row.site, orders: num(row.orders), salesYen: num(row.sales) }))
    .sort((a, b) => a.dayNo - b.dayNo || (a.site < b.site ? -1 : 1));
  for (const row of detail) {
    for (const [map, key] of [[byDay, row.dayNo], [bySite, row.site]] as const) {
      const total = (map as Map<typeof key, { orders: number; salesYen: number }>).get(key) ?? { orders: 0, salesYen: 0 };
      total.orders += row.orders;
      total.salesYen += row.salesYen;
      (map as Map<typeof key, typeof total>).set(key, total);
    }
  }
  const days = everyDay(r, byDay, () => ({ orders: 0, salesYen: 0 }));
  const sites = [...bySite].map(([site, t]) => ({ site, ...t })).sort((a, b) => b.salesYen - a.salesYen || (a.site < b.site ? -1 : 1));
  const dayTexts = new Map(days.map((d, i) => [r.firstDay + i, d.day]));
  return {
    range: range(r),
    days,
    sites,
    rows: detail.map((row) => ({ day: dayTexts.get(row.dayNo)!, site: row.site, orders: row.orders, salesYen: row.salesYen })),
    orders: days.reduce((s, d) => s + d.orders, 0),
    salesYen: days.reduce((s, d) => s + d.salesYen, 0),
  };
}

const steps = ['search', 'detail', 'cart', 'pay'] as const;

/**
 * SQLite's planner, without statistics, takes the index that narrows the time range and then sorts a
 * year of rows to group them (several hundred ms); the index in the grouping's order streams the groups
 * (tens of ms for a year, less for a month). PostgreSQL's hash aggregate needs no such help.
 */
const indexedBy = (dialect: Dialect, index: string) => (dialect === 'sqlite' ? sql.raw(`indexed by ${index}`) : sql``);

export async function funnelPanel(db: Db, dialect: Dialect, r: DayRange) {
  // Distinct visitors as groups of the (kind, visitor, created_at) index, one statement per step.
  const counts = await Promise.all(
    steps.map(async (step) => {
      const { rows } = await sql<{ visitors: number | string; events: number | string | null }>`
        select count(*) as visitors, sum(n) as events from (
          select visitor, count(*) as n from analytics_events ${indexedBy(dialect, 'analytics_events_visitor')}
          where kind = ${step} and created_at >= ${r.startMs} and created_at < ${r.endMs}
          group by visitor
        ) as v`.execute(db);
      return rows[0]!;
    }),
  );
  return { range: range(r), steps: steps.map((step, i) => ({ step, visitors: num(counts[i]!.visitors), events: num(counts[i]!.events) })) };
}

type TermRow = { term: string; searches: number | string };

export async function searchesPanel(db: Db, dialect: Dialect, r: DayRange) {
  const ranked = async (noResults: boolean) => {
    const { rows } = await sql<TermRow>`
      select term, count(*) as searches from analytics_events ${indexedBy(dialect, 'analytics_events_term')}
      where kind = 'search' and term is not null ${noResults ? sql`and results = 0` : sql``}
        and created_at >= ${r.startMs} and created_at < ${r.endMs}
      group by term order by searches desc, term limit ${sql.lit(topTerms)}`.execute(db);
    return rows;
  };
  const [totals, top, none] = await Promise.all([
    db
      .selectFrom('analytics_events')
      .select((eb) => [eb.fn.countAll().as('searches'), eb.fn.sum<number>(sql`case when results = 0 then 1 else 0 end`).as('none')])
      .where('kind', '=', 'search')
      .where('created_at', '>=', r.startMs)
      .where('created_at', '<', r.endMs)
      .executeTakeFirstOrThrow(),
    ranked(false),
    ranked(true),
  ]);
  // Visitors only for the terms shown: one seek per term in the term index.
  const shown = [...new Set([...top, ...none].map((row) => row.term))];
  const visitors = new Map<string, { all: number; none: number }>();
  if (shown.length > 0) {
    const rows = await db
      .selectFrom('analytics_events')
      .select((eb) => [
        'term',
        eb.fn.count('visitor').distinct().as('all'),
        sql<number>`count(distinct case when results = 0 then visitor end)`.as('none'),
      ])
      .where('kind', '=', 'search')
      .where('term', 'in', shown)
      .where('created_at', '>=', r.startMs)
      .where('created_at', '<', r.endMs)
      .groupBy('term')
      .execute();
    for (const row of rows) visitors.set(row.term!, { all: num(row.all), none: num(row.none) });
  }
  const list = (rows: TermRow[], key: 'all' | 'none') =>
    rows.map((row) => ({ term: row.term, searches: num(row.searches), visitors: visitors.get(row.term)?.[key] ?? 0 }));
  return { range: range(r), searches: num(totals.searches), noResultSearches: num(totals.none), top: list(top, 'all'), noResults: list(none, 'none') };
}

export async function accountsPanel(db: Db, r: DayRange) {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [dayOf('created_at').as('day'), eb.fn.countAll().as('accounts')])
    .where('created_at', '>=', r.startMs)
    .where('created_at', '<', r.endMs)
    .groupBy(dayOf('created_at'))
    .execute();
  const days = everyDay(r, new Map(rows.map((row) => [num(row.day), { accounts: num(row.accounts) }])), () => ({ accounts: 0 }));
  return { range: range(r), days, accounts: days.reduce((s, d) => s + d.accounts, 0) };
}

export async function refundsPanel(db: Db, r: DayRange) {
  const [refunds, failures] = await Promise.all([
    db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.txn_id', 't.id')
      .select((eb) => [dayOf('t.created_at').as('day'), eb.fn.count('t.id').distinct().as('refunds'), eb.fn.sum<number>('e.amount').as('yen')])
      .where('t.kind', '=', 'refund')
      .where('t.created_at', '>=', r.startMs)
      .where('t.created_at', '<', r.endMs)
      .where('e.currency', '=', 'JPY')
      .where('e.amount', '>', 0)
      .groupBy(dayOf('t.created_at'))
      .execute(),
    db
      .selectFrom('order_events')
      .select((eb) => [dayOf('created_at').as('day'), 'to_state', eb.fn.countAll().as('n')])
      .where('to_state', 'in', ['purchaseFailed', 'sellerCancelled'])
      .where('created_at', '>=', r.startMs)
      .where('created_at', '<', r.endMs)
      .groupBy([dayOf('created_at'), 'to_state'])
      .execute(),
  ]);
  type Day = { refunds: number; refundYen: number; failedPurchases: number; sellerCancels: number };
  const empty = (): Day => ({ refunds: 0, refundYen: 0, failedPurchases: 0, sellerCancels: 0 });
  const byDay = new Map<number, Day>();
  const at = (day: unknown) => {
    const key = num(day);
    if (!byDay.has(key)) byDay.set(key, empty());
    return byDay.get(key)!;
  };
  for (const row of refunds) Object.assign(at(row.day), { refunds: num(row.refunds), refundYen: num(row.yen) });
  for (const row of failures) at(row.day)[row.to_state === 'purchaseFailed' ? 'failedPurchases' : 'sellerCancels'] += num(row.n);
  const days = everyDay(r, byDay, empty);
  const total = (key: keyof Day) => days.reduce((s, d) => s + d[key], 0);
  return { range: range(r), days, refunds: total('refunds'), refundYen: total('refundYen'), failedPurchases: total('failedPurchases'), sellerCancels: total('sellerCancels') };
}

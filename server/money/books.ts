// The whole ledger read once for reconciliation (reconcile.ts), with the rows that several checks share:
// a handful of queries however big the store, never one per transaction. Also the wording those checks
// use, so that every problem names its rows the same way.
import type { Kysely } from 'kysely';
import type { Database, LedgerCurrency } from '../db/types';

export interface BookedEntry {
  account: string;
  currency: LedgerCurrency;
  amount: number;
}

export interface BookedTxn {
  id: number;
  /** As stored: a kind no code writes is reported, not trusted. */
  kind: string;
  userId: number | null;
  refType: string | null;
  refId: number | null;
  memo: string | null;
  createdBy: number | null;
  /** Summed per account and currency; an account that nets to nothing is left out. */
  entries: BookedEntry[];
}

/** What the checks need of an order. */
export interface OrderFacts {
  id: number;
  user_id: number;
  kind: string;
  state: string;
  checkout_id: number | null;
  price_yen: number;
  quantity: number;
  proxy_fee_yen: number;
  domestic_yen: number;
  services_yen: number;
  points_used: number;
}

export interface ParcelFacts {
  id: number;
  user_id: number;
  state: string;
  paid_yen: number;
  paid_at: number | null;
}

export class Books {
  private orderRows?: Promise<Map<number, OrderFacts>>;
  private parcelRows?: Promise<Map<number, ParcelFacts>>;

  private constructor(
    readonly db: Kysely<Database>,
    readonly txns: readonly BookedTxn[],
  ) {}

  static async read(db: Kysely<Database>): Promise<Books> {
    const [txns, entries] = await Promise.all([
      db.selectFrom('ledger_transactions').select(['id', 'kind', 'user_id', 'ref_type', 'ref_id', 'memo', 'created_by']).orderBy('id').execute(),
      db.selectFrom('ledger_entries').select(['txn_id', 'account', 'currency', 'amount']).execute(),
    ]);
    const sums = new Map<number, Map<string, BookedEntry>>();
    for (const e of entries) {
      const of = sums.get(e.txn_id) ?? new Map<string, BookedEntry>();
      sums.set(e.txn_id, of);
      const key = `${e.account}/${e.currency}`;
      const entry = of.get(key) ?? { account: e.account, currency: e.currency, amount: 0 };
      entry.amount += Number(e.amount);
      of.set(key, entry);
    }
    return new Books(
      db,
      txns.map((t) => ({
        id: t.id, kind: t.kind, userId: t.user_id, refType: t.ref_type, refId: t.ref_id, memo: t.memo, createdBy: t.created_by,
        entries: [...(sums.get(t.id)?.values() ?? [])].filter((e) => e.amount !== 0),
      })),
    );
  }

  orders(): Promise<Map<number, OrderFacts>> {
    this.orderRows ??= this.db
      .selectFrom('orders')
      .select(['id', 'user_id', 'kind', 'state', 'checkout_id', 'price_yen', 'quantity', 'proxy_fee_yen', 'domestic_yen', 'services_yen', 'points_used'])
      .orderBy('id')
      .execute()
      .then((rows) => new Map(rows.map((r) => [r.id, r])));
    return this.orderRows;
  }

  parcels(): Promise<Map<number, ParcelFacts>> {
    this.parcelRows ??= this.db
      .selectFrom('parcels')
      .select(['id', 'user_id', 'state', 'paid_yen', 'paid_at'])
      .orderBy('id')
      .execute()
      .then((rows) => new Map(rows.map((r) => [r.id, r])));
    return this.parcelRows;
  }
}

/** What a transaction moved into (positive) or out of (negative) one account. */
export function amountIn(txn: BookedTxn, account: string, currency: LedgerCurrency = 'JPY'): number {
  return txn.entries.find((e) => e.account === account && e.currency === currency)?.amount ?? 0;
}

/** The transactions of each referenced row, in the order they were booked. */
export function byRef(txns: readonly BookedTxn[]): Map<number | null, BookedTxn[]> {
  const map = new Map<number | null, BookedTxn[]>();
  for (const t of txns) {
    const list = map.get(t.refId);
    if (list) list.push(t);
    else map.set(t.refId, [t]);
  }
  return map;
}

// ── wording ──────────────────────────────────────────────────────────────────────────────────────────

export const txnName = (t: BookedTxn): string => `ledger transaction ${t.id} (${t.kind} of ${t.refType ?? 'nothing'}${t.refId === null ? '' : ` ${t.refId}`})`;

const unit = (currency: LedgerCurrency) => (currency === 'PT' ? 'points' : 'yen');
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function entriesText(entries: readonly BookedEntry[]): string {
  if (entries.length === 0) return 'nothing';
  return [...entries]
    .sort((a, b) => a.currency.localeCompare(b.currency) || a.account.localeCompare(b.account))
    .map((e) => `${e.account} ${signed(e.amount)} ${unit(e.currency)}`)
    .join(', ');
}

/** The problem when the record a transaction names is not there (`record` as in "recharge 5"). */
export const missing = (t: BookedTxn, record: string): string => `${txnName(t)} names ${record}, which does not exist`;

/** The problem when a transaction is booked to another shopper than its record's, or null. */
export function otherShopper(t: BookedTxn, record: string, ownerId: number | null): string | null {
  return t.userId === ownerId ? null : `${txnName(t)} is booked to shopper ${t.userId ?? 'none'} but ${record} is shopper ${ownerId ?? 'none'}'s`;
}

/** The problem when a transaction's entries are not exactly `expected` (zeros dropped), or null. */
export function unlessEntries(t: BookedTxn, expected: readonly BookedEntry[], because: string): string | null {
  const want = expected.filter((e) => e.amount !== 0);
  const same = want.length === t.entries.length && want.every((e) => amountIn(t, e.account, e.currency) === e.amount);
  return same ? null : `${txnName(t)} moves ${entriesText(t.entries)}, but ${because} calls for ${entriesText(want)}`;
}

/** The problem when a transaction touches an account its cause never does, or null. */
export function unlessOnly(t: BookedTxn, allowed: (e: BookedEntry) => boolean, cause: string): string | null {
  const stray = t.entries.filter((e) => !allowed(e));
  return stray.length === 0 ? null : `${txnName(t)} moves ${entriesText(stray)}, which ${cause} never touches`;
}

/** The problem when a record has not exactly `want` transactions of its cause, or null. */
export function unlessCount(record: string, txns: readonly BookedTxn[], want: number, what: string): string | null {
  if (txns.length === want) return null;
  const ids = txns.length === 0 ? '' : ` (ledger transactions ${txns.map((t) => t.id).join(', ')})`;
  return `${record} has ${txns.length} ${what}${ids}, not ${want}`;
}

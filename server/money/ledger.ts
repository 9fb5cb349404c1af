// The double-entry ledger: every movement of money or points is one transaction of entries that sum to
// zero per currency. Balances are sums of entries, never stored, so they always reconcile. A shopper's
// accounts (wallet, points, held) may not go below zero: `post` locks the shopper first (PostgreSQL; a
// SQLite transaction already has the database to itself) and refuses the whole transaction otherwise.
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db/connect';
import type { Database, LedgerCurrency } from '../db/types';
import { ApiFailure } from '../http/failure';
import { faultPoint } from '../faults/point';
import { guardedOwner } from './accounts';
import { type LedgerCause, isLedgerCause } from './causes';

export interface Posting {
  account: string;
  /** Integer yen (JPY) or points (PT); positive adds to the account. */
  amount: number;
  currency?: LedgerCurrency;
}

/** One movement: `kind` and `refType` must be a pair causes.ts can check, and `refId` its record. */
export type LedgerTransaction = LedgerCause & {
  userId: number | null;
  refId: number;
  memo?: string | null;
  createdBy?: number | null;
};

type Tx = Kysely<Database>;

/**
 * Locks a shopper's row until the transaction ends, so that balance checks and the writes after them
 * are not interleaved with another request's for the same shopper. Lock users in ascending id order.
 */
export async function lockUser(tx: Tx, dialect: Dialect, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select id from users where id = ${userId} for update`.execute(tx);
}

export async function balance(tx: Tx, account: string, currency: LedgerCurrency = 'JPY'): Promise<number> {
  const row = await tx
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('account', '=', account)
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Checks that the postings are whole, non-zero and balanced per currency; throws a programming error otherwise. */
export function checkBalanced(postings: readonly Posting[]): void {
  const sums = new Map<LedgerCurrency, number>();
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new Error(`ledger: bad amount ${p.amount} for ${p.account}`);
    const currency = p.currency ?? 'JPY';
    sums.set(currency, (sums.get(currency) ?? 0) + p.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`ledger: ${currency} entries sum to ${sum}, not 0`);
  }
}

/**
 * Writes one balanced transaction inside the caller's database transaction and returns its id. Postings of
 * zero are dropped (a coupon of nothing); a shopper account that would go below zero refuses it all with
 * 409 insufficientBalance (or insufficientPoints).
 */
export async function post(tx: Tx, dialect: Dialect, txn: LedgerTransaction, postings: readonly Posting[], now: number): Promise<number> {
  if (!isLedgerCause(txn.kind, txn.refType)) throw new Error(`ledger: nothing checks a ${txn.kind} of ${txn.refType} (server/money/causes.ts)`);
  const entries = postings.filter((p) => p.amount !== 0);
  checkBalanced(entries);
  const owners = [...new Set(entries.map((p) => guardedOwner(p.account)).filter((id): id is number => id !== null))].sort((a, b) => a - b);
  for (const owner of owners) await lockUser(tx, dialect, owner);

  const { id } = await tx
    .insertInto('ledger_transactions')
    .values({
      kind: txn.kind, user_id: txn.userId, ref_type: txn.refType, ref_id: txn.refId, memo: txn.memo ?? null,
      created_by: txn.createdBy ?? null, created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (entries.length > 0) {
    await tx
      .insertInto('ledger_entries')
      .values(entries.map((p) => ({ txn_id: id, account: p.account, currency: p.currency ?? 'JPY', amount: p.amount })))
      .execute();
  }
  for (const p of entries) {
    if (p.amount >= 0 || guardedOwner(p.account) === null) continue;
    const currency = p.currency ?? 'JPY';
    if ((await balance(tx, p.account, currency)) < 0) {
      throw new ApiFailure(409, currency === 'PT' ? 'insufficientPoints' : 'insufficientBalance');
    }
  }
  // Every money flow passes here with its posting written and its transaction not yet committed.
  await faultPoint(`ledger:${txn.kind}:${txn.refType}`);
  return id;
}

/** Every currency's entries sum to zero over the whole ledger (the books balance). */
export async function ledgerImbalance(tx: Tx): Promise<{ currency: string; total: number }[]> {
  const rows = await tx
    .selectFrom('ledger_entries')
    .select(['currency', (eb) => eb.fn.sum<number>('amount').as('total')])
    .groupBy('currency')
    .execute();
  return rows.map((r) => ({ currency: r.currency, total: Number(r.total) })).filter((r) => r.total !== 0);
}

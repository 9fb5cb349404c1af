// The settings page's view of an account, and what stops an account being deleted now.
import { constants } from '../../generated/constants';
import type { AccountSettings, DeleteBlocker } from '../../generated/api/schemas';
import { finalOrderStates, orderGroups } from '../../generated/orders';
import type { UserRow } from '../db/types';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import type { Executor } from './sessions';

/** Accounts made by a social login have no password until the shopper sets one. */
export function hasPassword(user: Pick<UserRow, 'password_hash'>): boolean {
  return user.password_hash.startsWith('scrypt$');
}

const warehouseStates = [...orderGroups.warehouse, 'merged'];

/**
 * Deleting erases the shopper's data, so it waits until nothing of theirs is still moving: orders not yet
 * final (other than in the warehouse), money held for them (wallet or bid holds), goods in our warehouse.
 */
export async function deleteBlockers(db: Executor, userId: number): Promise<DeleteBlocker[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .where('state', 'not in', finalOrderStates)
    .groupBy('state')
    .execute();
  const count = (inWarehouse: boolean) => rows.filter((r) => warehouseStates.includes(r.state) === inWarehouse).reduce((sum, r) => sum + Number(r.count), 0);
  const yen = (await balance(db, accounts.wallet(userId))) + (await balance(db, accounts.held(userId)));
  const blockers: DeleteBlocker[] = [];
  if (count(false) > 0) blockers.push({ kind: 'orders', count: count(false) });
  if (count(true) > 0) blockers.push({ kind: 'warehouse', count: count(true) });
  if (yen > 0) blockers.push({ kind: 'balance', count: yen });
  return blockers;
}

export async function accountSettings(db: Executor, user: UserRow): Promise<AccountSettings> {
  const [pending, linked, blockers] = await Promise.all([
    db.selectFrom('email_changes').select(['new_email', 'created_at']).where('user_id', '=', user.id).executeTakeFirst(),
    db.selectFrom('social_accounts').select(['provider', 'email', 'created_at']).where('user_id', '=', user.id).orderBy('id').execute(),
    deleteBlockers(db, user.id),
  ]);
  return {
    email: user.email,
    language: user.language,
    hasPassword: hasPassword(user),
    pendingEmail: pending?.new_email ?? null,
    socialAccounts: linked.map((row) => ({ provider: row.provider, email: row.email, linkedAt: new Date(Number(row.created_at)).toISOString() })),
    deleteBlockers: blockers,
    retentionYears: constants.accounts.retentionYears,
  };
}

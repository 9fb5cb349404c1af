// A shopper's membership level, from the completed orders themselves (constants.personal): growth is the
// sum of each completed order's whole points, so there is no balance to keep in step and nothing earned
// twice. The level's proxy-fee discount applies to what the shopper buys next (cart lines, anybuy, auctions won)
// and to their estimates (the calculator, the bid panel).
import { type Kysely, sql } from 'kysely';
import { constants } from '../../generated/constants';
import { levelFor } from '../../src/lib/member-level';
import type { Database } from '../db/types';

const { growthYenPerPoint: perPoint, levels } = constants.personal;
export const sortedLevels = [...levels].sort((a, b) => a.minGrowth - b.minGrowth);

export const growthSql = (userId: number) =>
  sql<number>`select coalesce(sum(paid_yen / ${perPoint}), 0) from orders where user_id = ${userId} and state = 'completed'`;

export async function growthOf(db: Kysely<Database>, userId: number): Promise<number> {
  const { rows } = await sql<{ g: number }>`select (${growthSql(userId)}) as g`.execute(db);
  return Number(rows[0]?.g ?? 0);
}

export async function proxyFeeDiscountPercent(db: Kysely<Database>, userId: number): Promise<number> {
  return levelFor(await growthOf(db, userId), sortedLevels).level.proxyFeeDiscountPercent;
}

// The duty and tax estimate on the server (for an operation that returns it with a parcel's postage): the
// same pure rules the storefront uses, at today's rates from the currencies table.
import type { Kysely } from 'kysely';
import { type DutyEstimate, type DutyInput, estimateDuty } from '../../src/lib/duty-estimate';
import type { Database } from '../db/types';

/** Today's rates, units per yen, as `estimateDuty` takes them. One query; reuse it for several parcels. */
export async function todaysRates(db: Kysely<Database>): Promise<DutyInput['rateOf']> {
  const rows = await db.selectFrom('currencies').select(['id', 'rate']).execute();
  const byId = new Map(rows.map((r) => [r.id, Number(r.rate)]));
  return (currency) => byId.get(currency) ?? null;
}

/** The estimate for one parcel (declared value and postage in yen), or null for a destination without rules. */
export async function dutyFor(db: Kysely<Database>, parcel: Omit<DutyInput, 'rateOf'>): Promise<DutyEstimate | null> {
  return estimateDuty({ ...parcel, rateOf: await todaysRates(db) });
}

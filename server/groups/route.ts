// The destination's rates and suspended methods, read inside the caller's transaction (the calculator's
// handler reads the same tables outside one).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Rate, Route } from '../shipping/landed-cost';

export async function routeFor(db: Kysely<Database>, country: string): Promise<Route> {
  const rates = await db
    .selectFrom('shipping_rates')
    .innerJoin('shipping_countries', 'shipping_countries.zone', 'shipping_rates.zone')
    .select(['shipping_rates.method', 'shipping_rates.first_yen', 'shipping_rates.step_yen'])
    .where('shipping_countries.code', '=', country)
    .execute();
  const suspended = await db.selectFrom('shipping_suspensions').select('method').where('country', '=', country).execute();
  return {
    rates: new Map<string, Rate>(rates.map((r) => [r.method, { firstYen: r.first_yen, stepYen: r.step_yen }])),
    suspended: new Set(suspended.map((s) => s.method)),
  };
}

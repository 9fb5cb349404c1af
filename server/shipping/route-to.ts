// A destination's rates (by its zone) and the methods suspended to it, from the seeded tables; an unlisted
// country has none. Shared by the calculator and the parcel quotes.
import type { Services } from '../services';
import type { Rate, Route } from './landed-cost';

export async function routeTo(services: Pick<Services, 'db'>, country: string): Promise<Route> {
  const [rates, suspended] = await Promise.all([
    services.db
      .selectFrom('shipping_rates')
      .innerJoin('shipping_countries', 'shipping_countries.zone', 'shipping_rates.zone')
      .select(['shipping_rates.method', 'shipping_rates.first_yen', 'shipping_rates.step_yen'])
      .where('shipping_countries.code', '=', country)
      .execute(),
    services.db.selectFrom('shipping_suspensions').select('method').where('country', '=', country).execute(),
  ]);
  return {
    rates: new Map<string, Rate>(rates.map((r) => [r.method, { firstYen: r.first_yen, stepYen: r.step_yen }])),
    suspended: new Set(suspended.map((s) => s.method)),
  };
}

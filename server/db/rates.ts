// Exchange-rate updates for `npm run rates:update`: `USD=0.0067 EUR=0.0059` or `--file rates.json`
// holding `{ "USD": 0.0067 }`. Rates are units of the currency per yen. All or nothing.
import type { Kysely } from 'kysely';
import type { Database } from './types';

export class RatesError extends Error {}

function checkedRate(code: string, value: unknown): [string, number] {
  if (!/^[A-Z]{3}$/.test(code)) throw new RatesError(`"${code}" is not a currency code (three capital letters, e.g. USD)`);
  const rate = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) throw new RatesError(`the rate for ${code} must be a number above 0, got ${JSON.stringify(value)}`);
  return [code, rate];
}

export function parseRateArgs(args: readonly string[], readFile: (path: string) => string): Map<string, number> {
  const rates = new Map<string, number>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--file') {
      const path = args[++i];
      if (!path) throw new RatesError('--file needs a path');
      let data: unknown;
      try {
        data = JSON.parse(readFile(path));
      } catch (error) {
        throw new RatesError(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!data || typeof data !== 'object' || Array.isArray(data)) throw new RatesError(`${path} must hold an object such as { "USD": 0.0067 }`);
      for (const [code, value] of Object.entries(data)) rates.set(...checkedRate(code, value));
    } else {
      const match = /^([^=]+)=(.*)$/.exec(arg);
      if (!match) throw new RatesError(`"${arg}" is not CODE=rate`);
      rates.set(...checkedRate(match[1]!.trim(), match[2]));
    }
  }
  if (rates.size === 0) throw new RatesError('no rates given: npm run rates:update -- USD=0.0067 EUR=0.0059, or -- --file rates.json');
  return rates;
}

/** Updates every given rate in one transaction; an unknown currency changes nothing. */
export async function updateRates(db: Kysely<Database>, rates: ReadonlyMap<string, number>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [id, rate] of rates) {
      const result = await trx.updateTable('currencies').set({ rate, updated_at: now }).where('id', '=', id).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new RatesError(`${id} is not among the storefront's currencies; nothing was changed`);
    }
  });
}

// npm run rates:update -- USD=0.0067 EUR=0.0059   or   npm run rates:update -- --file rates.json
import { readFileSync } from 'node:fs';
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/bootstrap';
import { openDatabase } from '../db/connect';
import { RatesError, parseRateArgs, updateRates } from '../db/rates';

const config = loadConfig();
const handle = openDatabase(config);
try {
  const rates = parseRateArgs(process.argv.slice(2), (path) => readFileSync(path, 'utf8'));
  await prepareDatabase(handle, (line) => console.log(line), config.madeUpData);
  await updateRates(handle.db, rates, Date.now());
  for (const [id, rate] of rates) console.log(`${id}: ${rate} per yen`);
  console.log(`${rates.size} rate(s) updated.`);
} catch (error) {
  if (!(error instanceof RatesError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}

// npm run ledger:check — after a crash or a restore: do the books balance, does every order hold what it
// cost, does every ledger transaction agree with the record that caused it (a recharge, a checkout, a
// parcel…) and every such record with its transactions? Exits 1 naming each problem.
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { reconcile } from '../money/reconcile';

const handle = openDatabase(loadConfig());
try {
  await migrate(handle.db, handle.dialect);
  const problems = await reconcile(handle.db);
  if (problems.length === 0) {
    console.log(`The ledger balances and agrees with every order and every record behind it (${handle.location}).`);
  } else {
    for (const problem of problems) console.error(`✗ ${problem}`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}

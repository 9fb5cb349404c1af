// npm run db:migrate | db:seed | db:reset — against DATABASE_URL when set, else the SQLite file in DATA_DIR.
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/bootstrap';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { dropEverything } from '../db/reset';

const command = process.argv[2];
const config = loadConfig();

async function main(): Promise<void> {
  if (command === 'reset') {
    if (process.env.NODE_ENV === 'production' && !process.argv.includes('--force')) {
      throw new Error('db:reset deletes every account and order; in production add --force');
    }
    await dropEverything(config);
    console.log('Dropped every table.');
  }
  const handle = openDatabase(config);
  try {
    if (command === 'migrate') {
      const applied = await migrate(handle.db, handle.dialect, (m) => console.log(`Migrated ${m.version} ${m.name}`));
      console.log(applied.length === 0 ? `${handle.location} is up to date.` : `${applied.length} migration(s) applied to ${handle.location}.`);
    } else if (command === 'seed' || command === 'reset') {
      const result = await prepareDatabase(handle, (line) => console.log(line), config.madeUpData);
      if (!result.seeded) console.log(`${handle.location} was seeded before; nothing to do (db:reset starts over).`);
    } else {
      throw new Error('usage: tsx server/cli/db.ts migrate|seed|reset');
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

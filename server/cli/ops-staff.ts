// npm run ops:staff -- <email>   gives an existing account the staff role: it may then open the console
// (/ops) and call the staff operations. Roles are never set by a call, only here.
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { grantStaff } from '../ops/staff';

const email = process.argv[2];
if (!email || process.argv.length > 3) {
  console.error('Usage: npm run ops:staff -- <email>');
  process.exit(1);
}

const handle = openDatabase(loadConfig());
try {
  // Migrations only: an account to promote means the database was seeded long ago.
  await migrate(handle.db, handle.dialect, (m) => console.log(`Migrated ${m.version} ${m.name}`));
  const result = await grantStaff(handle.db, email, Date.now());
  if (result === 'missing') {
    console.error(`No account with the email ${email}. The person must register first.`);
    process.exitCode = 1;
  } else if (result === 'already') {
    console.log(`${email} is already staff; nothing changed.`);
  } else {
    console.log(`${email} is now staff and can open /ops.`);
  }
} finally {
  await handle.close();
}

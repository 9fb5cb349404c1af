// npm run mail:outbox [-- --limit 20] — the newest outgoing mails, with whether they were sent.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';

const { values } = parseArgs({ options: { limit: { type: 'string', default: '20' } } });
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error('--limit must be a positive whole number');
  process.exit(1);
}

const handle = openDatabase(loadConfig());
try {
  await migrate(handle.db, handle.dialect);
  const rows = await handle.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
  if (rows.length === 0) console.log('The outbox is empty.');
  for (const row of rows.reverse()) {
    const state = row.sent_at
      ? `sent ${new Date(row.sent_at).toISOString()}`
      : row.last_error
        ? `not sent after ${row.attempts} attempt(s): ${row.last_error}`
        : 'not sent (no SMTP_URL)';
    console.log(`#${row.id}  ${new Date(row.created_at).toISOString()}  to ${row.recipient}  [${state}]`);
    console.log(`  ${row.subject}`);
    console.log(`  ${row.body.replaceAll('\n', '\n  ')}\n`);
  }
} finally {
  await handle.close();
}

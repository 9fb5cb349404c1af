// npm run catalog:import -- <file.jsonl> [--strict] [--dry-run]
// Loads a marketplace feed (one JSON item per line; the fields are FeedLine in server/catalog/import.ts)
// into the catalog of DATABASE_URL, else the SQLite file in DATA_DIR, migrating and seeding a new database
// first (SEED_GOODS=0 leaves the demo goods out). Bad lines are listed with their line numbers and
// skipped; the good ones are written in one transaction. --strict writes nothing when any line is bad;
// --dry-run only checks. Exit status: 0 every line imported, 2 some lines skipped, 1 nothing written.
import { readFileSync } from 'node:fs';
import { importFeed } from '../catalog/import';
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/bootstrap';
import { openDatabase } from '../db/connect';

const shownBadLines = 100;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--strict' && a !== '--dry-run');
  if (!file || unknown.length > 0) {
    console.error('usage: npm run catalog:import -- <file.jsonl> [--strict] [--dry-run]');
    return 1;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const config = loadConfig();
  const handle = openDatabase(config);
  try {
    await prepareDatabase(handle, (line) => console.log(line), config.madeUpData);
    const report = await importFeed(handle.db, text, { strict: args.includes('--strict'), dryRun: args.includes('--dry-run') });
    for (const bad of report.bad.slice(0, shownBadLines)) console.error(`${file}:${bad.line}: ${bad.message}`);
    if (report.bad.length > shownBadLines) console.error(`… and ${report.bad.length - shownBadLines} more bad lines`);
    const good = report.lines - report.bad.length;
    if (!report.written) {
      const why = args.includes('--dry-run') ? 'checked only (--dry-run)' : report.bad.length > 0 && good > 0 ? 'refused: --strict and bad lines' : 'no good line';
      console.log(`Nothing imported (${why}): ${good} good, ${report.bad.length} bad of ${report.lines} lines.`);
      return args.includes('--dry-run') && report.bad.length === 0 ? 0 : 1;
    }
    console.log(`Imported ${report.imported} goods into ${handle.location} (${report.created} new, ${report.updated} updated); skipped ${report.bad.length} bad lines.`);
    return report.bad.length > 0 ? 2 : 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Import failed, nothing was written: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

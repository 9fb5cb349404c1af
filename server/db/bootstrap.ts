// First start and every start: open the database, apply pending migrations, seed it if it never was.
import type { DatabaseHandle } from './connect';
import { migrate } from './migrate';
import { type SeedResult, seed } from './seed';

/** `madeUpData`: config.madeUpData (left out in a production that is not a demonstration). */
export async function prepareDatabase(handle: DatabaseHandle, report: (line: string) => void, madeUpData: boolean): Promise<SeedResult> {
  await migrate(handle.db, handle.dialect, (m) => report(`Migrated ${m.version} ${m.name}`));
  let announced = false;
  const result = await seed(handle.db, handle.dialect, (line) => {
    if (!announced) report(`Seeding ${handle.location}:`);
    announced = true;
    report(line);
  }, madeUpData);
  if (result.demo) {
    report('');
    report('Demo shopper account (shown once; reset it with `npm run db:reset`):');
    report(`  email:    ${result.demo.email}`);
    report(`  password: ${result.demo.password}`);
    report('');
  }
  return result;
}

// Moves server messages written the old way (server/messages/<language>.ts, `export const <code> = {…}`
// with `{name}` placeholders) into locales/server/<language>.json with i18next's `{{name}}`. For a
// branch that still adds keys there: run `npx tsx generator/server-messages-to-locales.ts`, then delete
// the .ts files (`--delete` does). Keys already in the JSON are kept; a differing value is reported, not
// overwritten, unless `--overwrite`.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { languages } from '../generated/languages';

const root = join(import.meta.dirname, '..');
const overwrite = process.argv.includes('--overwrite');
const remove = process.argv.includes('--delete');

/** `{name}` → `{{name}}`, leaving an already doubled placeholder alone. */
export const toI18next = (text: string): string => text.replace(/(?<!\{)\{(\w+)\}(?!\})/g, '{{$1}}');

for (const { code } of languages) {
  const source = join(root, 'server/messages', `${code}.ts`);
  if (!existsSync(source)) continue;
  const module = (await import(pathToFileURL(source).href)) as Record<string, unknown>;
  const catalogue = (module[code] ?? Object.values(module).find((v) => typeof v === 'object')) as Record<string, string>;
  const target = join(root, 'locales/server', `${code}.json`);
  const json = (existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {}) as Record<string, string>;
  let added = 0;
  for (const [key, value] of Object.entries(catalogue)) {
    const converted = toI18next(value);
    if (!(key in json)) added++;
    else if (json[key] !== converted && !overwrite) {
      console.warn(`${code}.${key}: kept the JSON value; the .ts one differs: ${JSON.stringify(converted)}`);
      continue;
    }
    json[key] = converted;
  }
  writeFileSync(target, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`locales/server/${code}.json: ${added} keys added`);
  if (remove) rmSync(source);
}

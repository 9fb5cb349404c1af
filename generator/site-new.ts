// npm run site:new -- <id> [--root DIR]
// Scaffolds spec/sites/<id>.yaml for a new marketplace: the next free goods Type code and cart shop
// type, landing/shop/detail routes and link templates to fill in. Prints what to do next.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { root: { type: 'string', default: process.cwd() } },
});
const id = positionals[0];
const sitesDir = join(values.root, 'spec', 'sites');

function fail(message: string): never {
  console.error(`site:new: ${message}`);
  process.exit(1);
}

if (!id || !/^[a-z][a-z0-9]*$/.test(id)) fail('give the new marketplace id in lowercase letters and digits, e.g. `npm run site:new -- zozotown`');
const file = join(sitesDir, `${id}.yaml`);
if (existsSync(file)) fail(`spec/sites/${id}.yaml already exists`);

const existing = readdirSync(sitesDir)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => parse(readFileSync(join(sitesDir, f), 'utf8')) as { type?: number; cartShopType?: number; order?: number });
const type = Math.max(0, ...existing.map((s) => s.type ?? 0)) + 1;
const order = Math.max(0, ...existing.map((s) => s.order ?? 0)) + 1;
const usedCartTypes = new Set(existing.map((s) => s.cartShopType));
const cartShopType = Array.from({ length: 19 }, (_, i) => i).find((n) => n > 0 && !usedCartTypes.has(n));
if (cartShopType === undefined) fail('every cart shop type 1–18 is taken; widen the range in generator/schemas.ts first');

writeFileSync(
  file,
  `# ${id}: describe the marketplace in one line (what it sells, how its items are addressed).
id: ${id}
type: ${type}
order: ${order}
cartShopType: ${cartShopType}
name: sites.${id}
# origin: https://www.example.jp
routes:
  landing: { path: /mall/${id}, isAuth: false }
  shop: { path: /mall/${id}/shop/:id, isAuth: false }
  detail: { path: /mall/${id}/detail/:id, isAuth: false }
links:
  # Fill in how goods and shops of this marketplace are linked: {param} is required, {param?} optional,
  # several lines are tried in order (see spec/sites/yahoo.yaml and amazon.yaml).
  detail:
    - /mall/${id}/detail/{id}
  shop:
    - /mall/${id}/shop/{id}
# categories: { operation: <an operation of spec/api.yaml>, cacheMinutes: 60, field: Cat }
# editions:
#   china: { available: false }   # or { loginRequired: true }
`,
);

console.log(`Created spec/sites/${id}.yaml (goods Type ${type}, cart shop type ${cartShopType}).

Next:
  1. Edit its link templates and routes to match the marketplace; add extra pages under routes:.
  2. npm run gen            # routes mall.${id}, mall.${id}.shop, mall.${id}.detail and ${id}DetailLink appear
  3. Add the display name "sites.${id}" to every file in locales/.
  4. Extra pages (routes other than landing/shop/detail) need a screen in src/app/screens.ts, and the seed
     a category tree and goods for it (server/db/seed/categories.ts, goods-sites.ts):
     npm run typecheck names any that are missing.
  5. npm run test:changed   # the tests this marketplace touches, in under a minute
  6. npm test`);

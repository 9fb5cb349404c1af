// npm run bench:lighthouse [-- --check] [-- --dist <dir>] (serves that build instead of building its own)
// [-- --runs <n>] (every page n times, judged by the median) [-- --save <dir>] (each run's report as JSON, to
// read its audits) [-- --only home,search,detail] (those pages): Lighthouse 12 (its default mobile profile: a
// mid-range phone on a slow 4G line, throttling simulated) in Debian's Chromium against the built
// storefront, served by the real server (its own process, NODE_ENV=production, a fresh seeded SQLite file)
// on a free port: the home page, a search with results and a goods detail page of the seed. Prints the four
// category scores and the paint and blocking figures per page beside the targets. With --check it exits 1
// when a score is below its target less the tolerance: LIGHTHOUSE_PERF_TOLERANCE (0.05 by default, for
// machine noise: performance is timed), none for the others, which do not depend on the machine.
// --untimed (with --check: what `npm test` runs) judges only the categories that do not depend on the
// machine's speed; performance is printed, never judged, since a busy machine lowers it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { GoodsListItem, SearchResult } from '../../generated/api/schemas';
import { goodsDetailLink } from '../../generated/links';

const check = process.argv.includes('--check');
const untimed = process.argv.includes('--untimed');
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const runsWanted = Math.max(1, Number(argument('--runs') ?? 1));
const saveDir = argument('--save');
if (saveDir) mkdirSync(saveDir, { recursive: true });
const perfTolerance = Number(process.env.LIGHTHOUSE_PERF_TOLERANCE ?? 0.05);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
// The issue's targets; best practices has none there, so only what it reports is printed.
const targets: Partial<Record<Category, number>> = { performance: 0.95, accessibility: 1, seo: 1 };
const tolerance: Record<Category, number> = { performance: perfTolerance, accessibility: 0, 'best-practices': 0, seo: 0 };
const keyword = 'ポケモン';
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
// A build of its own unless one is named (npm test names the one its size step made), so that a run
// never swaps the files under another server of the same checkout. The server starts once it is made (a
// server may read its files at start-up).
const given = argument('--dist');
const outDir = given ?? 'dist-lighthouse';
const built = given
  ? Promise.resolve()
  : new Promise<void>((resolve, reject) => {
      // `npm run build`: the browser's build, then the server render's, which search and detail pages need.
      const build = spawn('npm', ['run', 'build', '--silent', '--', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, EDITION: 'global', OUT_DIR: outDir } });
      build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (exit ${code})`))));
    });

await built;

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-lighthouse-'));
// node itself (not npx) so that killing the child stops the server. A demonstration (ALLOW_TEST_PROVIDERS=1):
// the seed's shoppers' hauls are on the home page as before, and the notice every page of one carries is
// measured with the rest. Its identity key is a throwaway one, as the run's data is.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: outDir, EDITION: 'global', NODE_ENV: 'production', ALLOW_TEST_PROVIDERS: '1', LOG_LEVEL: 'warn',
    IDENTITY_KEY: randomBytes(32).toString('hex'), SECURE_COOKIES: '0',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
const stop = () => {
  chrome?.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

const base = `http://127.0.0.1:${port}`;
await new Promise<void>((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes(base)) resolve();
  });
  server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${out}`)));
});

/** A goods item of the seed, found the way the storefront finds it. */
async function seededItem(): Promise<GoodsListItem> {
  const query = new URLSearchParams({ n: 'Sig.Front.SubSite.App.Search', from: 'INTERNATIONAL', isNew: '1', language: 'en', deviceId: 'pc_lighthouse', keyword, site: 'mercari', hideSoldOut: 'true' });
  const body = (await (await fetch(`${base}/?${query}`)).json()) as { code: number; data: SearchResult };
  const item = body.data?.items?.[0];
  if (body.code !== 200 || !item) throw new Error(`no seeded item to measure (search answered ${body.code})`);
  return item;
}

/** A failing audit's first findings, one line each (a console message, an element, an address). */
function itemsOf(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    return String(item.description ?? node?.snippet ?? item.url ?? item.source ?? JSON.stringify(item)).slice(0, 200);
  });
}

let saved = 0;
/** One Lighthouse run; a run whose trace broke (NO_NAVSTART on a busy machine) is tried once more, as it asks. */
async function runLighthouse(url: string, label: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome!.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (saveDir) writeFileSync(join(saveDir, `${label}-${++saved}.json`), JSON.stringify(result.lhr));
    if (!runtimeError) return result.lhr;
    if (attempt === 2) throw new Error(`${label}: ${runtimeError.code} ${runtimeError.message}`);
    console.log(`${label}: ${runtimeError.code}, once more`);
  }
}

const only = argument('--only')?.split(',');
const pages = [
  { label: 'home', path: '/' },
  { label: 'search', path: `/search?keyword=${encodeURIComponent(keyword)}` },
  { label: 'detail', path: goodsDetailLink(await seededItem()) },
].filter((page) => !only || only.includes(page.label));

chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
// Each page once, unmeasured: a freshly launched Chromium resolves the page's font families (a long list of
// Latin, Japanese, Chinese, Korean, Thai and Arabic faces, most of them absent on Linux) through fontconfig on
// its first layout, which took 150–800 ms on this machine and landed on whichever run came first. A phone
// has its fonts at hand; the first run should not measure the browser's start.
{
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = await browser.newContext();
  const tab = await context.newPage();
  for (const target of pages) await tab.goto(base + target.path, { waitUntil: 'load' });
  await browser.close();
}
const failures: string[] = [];
const pct = (score: number | null) => (score === null ? '  n/a' : String(Math.round(score * 100)).padStart(5));
// Lighthouse's measure of how fast this machine ran a fixed piece of JavaScript when the run began (higher is
// faster): the same page scores lower on a slower or busier host, so figures from two machines compare only
// beside it.
const benchmarkIndex = (lhr: { environment: { benchmarkIndex: number } }) => Math.round(lhr.environment.benchmarkIndex);
const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${(value / 1000).toFixed(2)} s`);

console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile profile, ${chromePath}`);
console.log(`targets: ${untimed ? 'performance not judged (timed)' : `performance ≥ ${targets.performance} (tolerance ${perfTolerance})`}, accessibility ${targets.accessibility}, SEO ${targets.seo}\n`);
console.log('page     perf  a11y  best   seo   FCP      LCP      TBT      CLS    index');
// Performance moves by several hundredths between runs on a shared machine (the blocking time above all).
// A page below its target is run twice more and judged by the median run, as Lighthouse's own guidance on
// variance advises; the other categories do not vary.
async function judgedRun(url: string, label: string) {
  const first = await runLighthouse(url, label);
  const perf = (lhr: typeof first) => lhr.categories.performance?.score ?? 0;
  if (runsWanted === 1 && (untimed || perf(first) >= (targets.performance ?? 0) - perfTolerance)) return { lhr: first, runs: 1 };
  const count = Math.max(runsWanted, 3) | 1;
  const runs = [first];
  while (runs.length < count) runs.push(await runLighthouse(url, label));
  runs.sort((a, b) => perf(a) - perf(b));
  if (runs.length > 1) console.log(`${label}: performance of the ${runs.length} runs ${runs.map((lhr) => `${pct(perf(lhr)).trim()} (index ${benchmarkIndex(lhr)})`).join(', ')}`);
  return { lhr: runs[(runs.length - 1) / 2]!, runs: runs.length };
}

for (const target of pages) {
  const { lhr, runs } = await judgedRun(base + target.path, target.label);
  if (runs > 1) console.log(`${target.label}: the median of ${runs} runs follows`);
  const score = (c: Category) => lhr.categories[c]?.score ?? null;
  const audit = (id: string) => lhr.audits[id]?.numericValue;
  console.log(
    `${target.label.padEnd(7)} ${categories.map((c) => pct(score(c))).join(' ')}   ${ms(audit('first-contentful-paint')).padEnd(8)} ${ms(audit('largest-contentful-paint')).padEnd(8)} ${`${Math.round(audit('total-blocking-time') ?? 0)} ms`.padEnd(8)} ${(audit('cumulative-layout-shift') ?? 0).toFixed(3)}  ${benchmarkIndex(lhr)}`,
  );
  // What keeps a category from full marks, so that a failing check says what to fix.
  for (const c of categories) {
    if (c !== 'performance') {
      for (const ref of lhr.categories[c]!.auditRefs) {
        const found = lhr.audits[ref.id];
        if (ref.weight === 0 || !found || (found.score ?? 1) >= 1) continue;
        console.log(`         ${c}: ${found.title}`);
        for (const item of itemsOf(found.details).slice(0, 3)) console.log(`           · ${item}`);
      }
    }
    const min = untimed && c === 'performance' ? undefined : targets[c];
    const got = score(c);
    if (min !== undefined && got !== null && got < min - tolerance[c]) failures.push(`${target.label} ${c} ${got} < ${min}${tolerance[c] ? ` − ${tolerance[c]}` : ''}`);
  }
}

if (failures.length > 0) {
  console.log(`\nbelow target:\n  ${failures.join('\n  ')}`);
  if (check) process.exit(1);
} else {
  console.log('\nall scores at target');
}
process.exit(0);

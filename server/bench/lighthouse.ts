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
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { goodsDetailLink } from '../../generated/links';
import { benchChromium, benchKeyword, seededItem, startBuiltStorefront } from './built-storefront';

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
const { path: chromePath, flags: chromeFlags } = benchChromium;

const store = await startBuiltStorefront(argument('--dist'), 'dist-lighthouse');
let chrome: chromeLauncher.LaunchedChrome | undefined;
process.on('exit', () => {
  chrome?.kill();
  store.stop();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));
const { base } = store;

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
  { label: 'search', path: `/search?keyword=${encodeURIComponent(benchKeyword)}` },
  { label: 'detail', path: goodsDetailLink(await seededItem(base)) },
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

// npm run bench:page-load [-- --dist <dir>] [-- --loads <n>] [-- --only blank,home,login,search,detail]:
// what one page load costs the browser, as a browser test pays it. Each load opens a new context in Debian's
// Chromium (as each test does), goes to the page on the built storefront (built-storefront.ts), waits until
// it is React's (hydrated, or drawn and quiet for a page rendered in the browser) and closes the context.
// Prints, per page, the CPU time Chromium's processes spent per load (read from /proc: this is Linux's
// figure) and the wall time, beside the blank page, which is the context and its renderer alone.
// The browser suite makes some thousand such loads, so these figures times a thousand are most of its time
// (README, "Where the browser tests' time goes").
import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { goodsDetailLink } from '../../generated/links';
import { benchChromium, benchKeyword, seededItem, startBuiltStorefront } from './built-storefront';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const loads = Math.max(1, Number(argument('--loads') ?? 10));
const only = argument('--only')?.split(',');
// Measured 2026-12-04 on this project's 2-core machine, quiet (CPU-s per load): the figures to compare with.
const baseline: Record<string, number> = { blank: 0.65, home: 1.5, login: 1.4, search: 2.4, detail: 2.2 };

/** CPU seconds of every Chromium process so far, with what the processes that ended left to their parents. */
function chromiumSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chromium')) continue;
      // After the command's closing parenthesis: utime, stime, cutime and cstime are the 12th to 15th fields.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process ended while being read: its time went to its parent.
    }
  }
  return ticks / 100;
}

const store = await startBuiltStorefront(argument('--dist'), 'dist-page-load');
const browser = await chromium.launch({ executablePath: benchChromium.path, args: benchChromium.flags });
process.on('exit', () => store.stop());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

const pages = [
  { label: 'blank', url: 'about:blank' },
  { label: 'home', url: `${store.base}/` },
  { label: 'login', url: `${store.base}/login` },
  { label: 'search', url: `${store.base}/search?keyword=${encodeURIComponent(benchKeyword)}` },
  { label: 'detail', url: store.base + goodsDetailLink(await seededItem(store.base)) },
].filter((page) => !only || only.includes(page.label));

async function load(url: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(url);
  if (url !== 'about:blank') {
    // A rendered page is done when React has taken it over; one rendered in the browser, when it has fetched what it shows.
    await page.waitForLoadState('networkidle');
    // A string: this project's server code has no DOM types.
    await page.waitForFunction("!document.getElementById('ssr-queries') || document.documentElement.hasAttribute('data-ready')");
  }
  await context.close();
}

// Each page once, unmeasured: the first layout of a fresh Chromium resolves the fonts through fontconfig.
for (const { url } of pages) await load(url);

console.log(`Chromium ${browser.version()}, ${loads} loads a page, each in a new context (390 × 844)\n`);
console.log('page      CPU-s/load  wall s/load  over blank  baseline');
let blank: number | undefined;
for (const { label, url } of pages) {
  const cpuBefore = chromiumSeconds();
  const started = performance.now();
  for (let i = 0; i < loads; i++) await load(url);
  const cpu = (chromiumSeconds() - cpuBefore) / loads;
  const wall = (performance.now() - started) / 1000 / loads;
  if (label === 'blank') blank = cpu;
  const over = blank === undefined || label === 'blank' ? '' : (cpu - blank).toFixed(2);
  console.log(`${label.padEnd(9)} ${cpu.toFixed(2).padStart(10)} ${wall.toFixed(2).padStart(12)} ${over.padStart(11)} ${String(baseline[label] ?? '').padStart(9)}`);
}
await browser.close();

// Every page the server renders, with hostile text in each part of its address: each path parameter, the
// language prefix, each query value the rendered screens read, one they do not, and a query key. The page
// must come out under 500, no longer than the site's pages already are plus what the address's own text can
// grow into, and about as fast as the same page with plain text of the same length. A search keyword of a
// hundred $` once made a page of 133 MB in 2.7 s (String.replace read it as "the page so far").
//
// Which routes the server renders is not listed here: every route of generated/routes.ts is asked for with
// plain values once, and those answered with a rendered page (one that carries the hydration state) are
// the ones attacked. The build is the real one (pages and server render), made once per run, or the one
// ATTACK_RENDER_DIST names (`npm test` passes the build its size step made).
// ATTACK_RENDER_RUNS (random runs per rendered route; default 1) and ATTACK_RENDER_SEED widen or repeat a run.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import type { EditionId } from '../../generated/editions';
import { type RouteMeta, routes } from '../../generated/routes';
import { type TestServer, nextIp, startTestServer } from '../../server/test/harness';
import { buildEdition } from '../e2e/servers';

const runs = Number(process.env.ATTACK_RENDER_RUNS ?? 1);
const seed = process.env.ATTACK_RENDER_SEED === undefined ? undefined : Number(process.env.ATTACK_RENDER_SEED);

/**
 * The most one character of an address can become in the page: `'`, which an address carries as it is,
 * is written &#x27; in the markup (6). Others grow less for each character the address spends on them:
 * `"` (%22, 3) becomes &quot; (6); `<` (%3C) becomes &lt; or \u003c in the state (6); NUL (%00) becomes
 * \u0000; a character beyond ASCII (%E2%80%AE, 9) is at most written encoded again (9).
 */
const growth = 6;

/**
 * A hostile page may cost more work than its plain twin by this factor, and never needs to under this floor.
 * Work is the CPU time of this process, where the server runs (its search worker included): a busy machine
 * makes an answer wait for the CPU, which lengthens its wall time but not the work, so load cannot fail the
 * rule, while a pattern that backtracks or a loop over the address's length still does. A page that breaks
 * the rule is asked for again right after its twin, and only a second break fails: a pause of the collector
 * is not a finding.
 */
const slowerBy = 10;
const floorMs = 1000;

/** The query keys the rendered screens read (search filters, the minne item, a shop's seller, paging, a saved search's mark, the API shape's `n`), and one nothing reads: the address's query goes into the canonical and alternate links whole. */
const queryKeys = ['keyword', 'site', 'category', 'min', 'max', 'cur', 'condition', 'listing', 'hideSoldOut', 'onSale', 'sort', 'page', 'view', 'id', 'seller', 'sellerId', 'alert', 'n', 'utm_source'];

/** An address part: each character beyond the unreserved ones percent-encoded, a lone surrogate as the UTF-8 bytes it would have (which no decoder accepts). */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.codePointAt(0)!;
    if (unit >= 0xd800 && unit <= 0xdfff) out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    else out += encodeURIComponent(char).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  }
  return out;
}

interface Hostile {
  label: string;
  /** As it goes into the address. */
  sent: string;
}

const text = (label: string, value: string): Hostile => ({ label, sent: encode(value) });
const raw = (label: string, sent: string): Hostile => ({ label, sent });

/**
 * The sweep's values come in two lengths as sent, so that one plain twin of each length serves them all: a
 * short hostile text is followed by plain letters up to the first, the long ones fill the second, just under
 * Node's 16 KB limit on a request's head with the rest of the address and the headers beside it. (Shorter
 * ones, down to two characters, are the random part's.) `..` stays as it is: alone, it is a step up the path.
 */
const sweepLength = 600;
const nearLimit = 14_000;
const padded = (hostile: Hostile, length: number): Hostile => ({ label: hostile.label, sent: hostile.sent.padEnd(length, 'x') });
const longest = (unit: string) => unit.repeat(Math.floor(nearLimit / encode(unit).length));

const sweep: readonly Hostile[] = [
  ...[
    text('$` ×100', '$`'.repeat(100)),
    text("$' ×100", "$'".repeat(100)),
    text('$& ×100', '$&'.repeat(100)),
    text('$$ ×100', '$$'.repeat(100)),
    text('$1 $<a> $0', '$1$2$<a>$0'.repeat(10)),
    text('</script>', '</script><script>alert(1)</script>'),
    text('<!-- and ]]>', '<!-- ]]> -->'),
    text('quotes', `"'\`"'\``),
    raw("raw '", "'".repeat(100)),
    text('NUL and controls', 'a\u0000b\u0001\u0008\u001b\u007f\u0085\u2028c'),
    text('lone surrogates', '\ud800x\udfff\ud83d'),
    text('RTL marks', '\u202egnp.exe\u200f\u061c\u2066'),
    raw('broken escapes', '%zz%%E0%A4%%u0041%'),
    text('../ in one part', '../../../etc/passwd'),
  ].map((hostile) => padded(hostile, sweepLength)),
  raw('..', '..'),
  padded(text('$` near the URL limit', longest('$`')), nearLimit),
  padded(raw("raw ' near the URL limit", "'".repeat(nearLimit)), nearLimit),
];

/** Text no form sends, drawn at random: the sweep's, joined with others, repeated, or arbitrary code units. */
const hostileArbitrary: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...sweep.filter((h) => h.sent.length < 2000)) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('$`', "$'", '$&', '$$', '$1', '</script>', '<!--', ']]>', '"', "'", '\u0000', '\u202e', '\ud800', '%', '..', '&', '\\'), fc.integer({ min: 1, max: 300 })).map(([unit, times]) => text(`${JSON.stringify(unit)} ×${times}`, unit.repeat(times))) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 2, maxLength: 60 }).map((value) => text(`binary ${JSON.stringify(value)}`, value)) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 2, maxLength: 60 }).map((value) => text(`graphemes ${JSON.stringify(value)}`, value)) },
);

/** Where in an address a hostile text goes. */
type Slot = { kind: 'param'; name: string } | { kind: 'prefix' } | { kind: 'query'; key: string } | { kind: 'key' };

const slotName = (slot: Slot) => (slot.kind === 'param' ? `:${slot.name}` : slot.kind === 'query' ? `?${slot.key}=` : slot.kind === 'prefix' ? 'language prefix' : 'query key');

function slotsOf(route: RouteMeta): Slot[] {
  return [...route.params.map((name): Slot => ({ kind: 'param', name })), { kind: 'prefix' }, ...queryKeys.map((key): Slot => ({ kind: 'query', key })), { kind: 'key' }];
}

/** The route's address with `sent` in the slot; the other path parameters plain. */
function addressOf(route: RouteMeta, slot: Slot, sent: string): string {
  const path = route.path.replace(/:([A-Za-z0-9]+)/g, (_, name: string) => (slot.kind === 'param' && slot.name === name ? sent : 'plain1'));
  const prefix = slot.kind === 'prefix' ? `/${sent}` : '';
  const query = slot.kind === 'query' ? `?${slot.key}=${sent}` : slot.kind === 'key' ? `?${sent}=1` : '';
  return `${prefix}${path}${query}`;
}

/** Plain text of a given length, in letters no page holds two of in a row, so its copies in a page can be counted. */
const marker = (length: number) => 'zq'.repeat(Math.ceil(length / 2)).slice(0, Math.max(2, length));
const markerChars = (page: string) => [...page.matchAll(/[zq]{2,}/g)].reduce((sum, match) => sum + match[0].length, 0);

interface Answer {
  status: number;
  size: number;
  /** CPU milliseconds spent while it was asked for and read. */
  cpuMs: number;
  location: string | null;
  rendered: boolean;
  markerChars: number;
}

let server: TestServer;

async function get(address: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = process.cpuUsage();
  const response = await fetch(`${server.url}${address}`, { redirect: 'manual', headers: { 'X-Forwarded-For': nextIp(), ...headers } });
  const body = await response.text();
  const used = process.cpuUsage(started);
  const cpuMs = (used.user + used.system) / 1000;
  return { status: response.status, size: body.length, cpuMs, location: response.headers.get('location'), rendered: body.includes('id="ssr-queries"'), markerChars: markerChars(body) };
}

/** Plain answers by address and headers: the sweep's values share two lengths, so one twin serves several. */
const plainAnswers = new Map<string, Answer>();

async function plain(address: string, headers: Record<string, string> = {}, again = false): Promise<Answer> {
  const key = `${address}\n${JSON.stringify(headers)}`;
  const known = plainAnswers.get(key);
  if (known && !again) return known;
  const answer = await get(address, headers);
  plainAnswers.set(key, answer);
  return answer;
}

/** The routes the server renders, found by asking for each with plain values. */
const rendered: RouteMeta[] = [];
/**
 * Each rendered route without path parameters, its page with no query: a search's lists everything. A
 * hostile query may find goods its plain twin does not (a keyword of quotes finds titles with quotes), and
 * the goods found can add no more than that page holds.
 */
const fullest = new Map<string, number>();

/**
 * The plain twin of a hostile address: the same address with plain letters of the same length in the slot.
 * `..` as a whole path segment is a step up the path, taken by the client and the server alike: its twin
 * is the page it steps up to.
 */
function twinOf(route: RouteMeta, slot: Slot, hostile: Hostile): string {
  const address = addressOf(route, slot, hostile.sent);
  const resolved = new URL(address, server.url);
  if (resolved.pathname !== address.split('?')[0]) return `${resolved.pathname}${resolved.search}`;
  return addressOf(route, slot, marker(hostile.sent.length));
}

/**
 * Why the hostile address's answer breaks the rules, or null. Its size may be its plain twin's, with each
 * copy of the twin's text grown `growth` times and one copy more, plus the route's fullest page where a
 * query can find goods; its CPU time `slowerBy` times the twin's; a redirect stays on the site and grows the
 * address no more than a page does.
 */
async function problemOf(route: RouteMeta, slot: Slot, hostile: Hostile, headers: Record<string, string> = {}): Promise<string | null> {
  const where = `${route.name} ${slotName(slot)} ${hostile.label.slice(0, 60)}`;
  const address = addressOf(route, slot, hostile.sent);
  let twin = await plain(twinOf(route, slot, hostile), headers);
  let answer = await get(address, headers);
  if (answer.status >= 500) return `${where}: status ${answer.status}`;
  const sizeLimit = twin.size + (fullest.get(route.name) ?? 0) + (growth - 1) * twin.markerChars + growth * hostile.sent.length;
  if (answer.size > sizeLimit) return `${where}: ${answer.size} characters, over ${sizeLimit} (plain twin ${twin.size}, fullest page ${fullest.get(route.name) ?? '-'}, the twin's text ${twin.markerChars} characters of it)`;
  if (answer.location !== null) {
    const location = new URL(answer.location, server.url);
    if (location.origin !== server.url) return `${where}: redirected off the site, to ${answer.location.slice(0, 200)}`;
    if (answer.location.length > growth * address.length + 100) return `${where}: a redirect of ${answer.location.length} characters for an address of ${address.length}`;
  }
  const workLimit = (plainMs: number) => Math.max(floorMs, slowerBy * plainMs);
  if (answer.cpuMs > workLimit(twin.cpuMs)) {
    twin = await plain(twinOf(route, slot, hostile), headers, true);
    answer = await get(address, headers);
    if (answer.cpuMs > workLimit(twin.cpuMs)) return `${where}: ${Math.round(answer.cpuMs)} ms of CPU twice, its plain twin ${Math.round(twin.cpuMs)} ms`;
  }
  return null;
}

beforeAll(async () => {
  const dist = process.env.ATTACK_RENDER_DIST ? resolve(process.env.ATTACK_RENDER_DIST) : buildEdition('global');
  const { edition } = JSON.parse(readFileSync(join(dist, 'build.json'), 'utf8')) as { edition: EditionId };
  server = await startTestServer({ staticDir: dist, edition });
  for (const route of Object.values(routes) as RouteMeta[]) {
    const answer = await plain(route.path.replaceAll(/:[A-Za-z0-9]+/g, 'plain1'));
    if (!answer.rendered) continue;
    rendered.push(route);
    if (route.params.length === 0) fullest.set(route.name, answer.size);
  }
});
afterAll(() => server?.close());

// The render's own messages about malformed addresses (React Router's "could not be decoded", the error
// page logging a refused call) would fill the output; statuses, sizes and CPU times are what is checked.
const consoleMethods = { error: console.error, warn: console.warn };
beforeAll(() => {
  console.error = () => {};
  console.warn = () => {};
});
afterAll(() => Object.assign(console, consoleMethods));

describe('rendered routes', () => {
  it('are found: goods, shops, marketplaces, searches and content', () => {
    expect([...new Set(rendered.map((route) => route.screen))]).toEqual(expect.arrayContaining(['mall.detail', 'mall.shop', 'mall.landing', 'search', 'article', 'article.detail', 'landing']));
  });

  // One route of each screen, its path parameter or else the keyword (the text most pages write most often);
  // a screen's first problem is its last request, so a page of a hundred megabytes is not asked for again.
  it('answer every sweep value in each screen’s first slot within size and work', async () => {
    const problems: string[] = [];
    const screens = new Map<string, RouteMeta>();
    for (const route of rendered) if (!screens.has(route.screen)) screens.set(route.screen, route);
    for (const route of screens.values()) {
      const slot: Slot = route.params.length > 0 ? { kind: 'param', name: route.params[0]! } : { kind: 'query', key: 'keyword' };
      for (const hostile of sweep) {
        const problem = await problemOf(route, slot, hostile);
        if (!problem) continue;
        problems.push(problem);
        break;
      }
    }
    expect(problems).toEqual([]);
  });

  it('answer random hostile text in any slot of any rendered route within size and work', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...rendered).chain((route) => fc.tuple(fc.constant(route), fc.constantFrom(...slotsOf(route)), hostileArbitrary)), async ([route, slot, hostile]) => {
        const problem = await problemOf(route, slot, hostile);
        if (problem) throw new Error(problem);
      }),
      { numRuns: runs * rendered.length, seed, endOnFailure: true, verbose: 0 },
    );
  });

  it('redirect to the remembered language with the hostile address kept inside the site', async () => {
    for (const hostile of sweep) expect(await problemOf(routes.search, { kind: 'query', key: 'keyword' }, hostile, { Cookie: `${constants.cookies.locale.name}=ja` })).toBeNull();
  });
});

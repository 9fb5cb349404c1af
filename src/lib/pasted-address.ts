// What a shopper pastes where an address may go (the search boxes, buy-by-link, the calculator): the
// address in it, without what only says where it was shared, and what we know of it — its marketplace
// (by host, from spec/sites/*.yaml `hosts`) and the item page it names here (the generated recognizer).
// Pure: the screens decide where it leads.
import { matchPath } from 'react-router';
import { recognizeGoodsUrl, recognizeMarketplace } from '../../generated/links';
import { href, routes } from '../../generated/routes';
import { type SiteId, sites } from '../../generated/sites';

// An address ends at a space (the ideographic one too), at quotes or angle brackets, and at the brackets
// and punctuation of Japanese and Chinese text that the apps' share messages put around it.
const addressChars = '[^\\s<>"\'`「」『』【】（）《》〈〉、。，！？]';
const withScheme = new RegExp(`https?://${addressChars}+`, 'i');
const withoutScheme = new RegExp(`(?:^|[\\s(（「『【<"'])((?:[a-z0-9-]+\\.)+[a-z]{2,}/${addressChars}*)`, 'i');

/** Sentence punctuation after an address, and a closing bracket that opened before it. */
function trimEnd(address: string): string {
  let end = address;
  for (;;) {
    const last = end.at(-1) ?? '';
    const unbalanced = (open: string, close: string) => last === close && end.split(open).length < end.split(close).length;
    if ('.,;:!?'.includes(last) || unbalanced('(', ')') || unbalanced('[', ']') || unbalanced('{', '}')) end = end.slice(0, -1);
    else return end;
  }
}

function hostOf(address: string): string | null {
  try {
    const { hostname } = new URL(address);
    return hostname.includes('.') ? hostname : null;
  } catch {
    return null;
  }
}

/**
 * The first http(s) address in the text, as written; an address without its scheme counts only on a
 * marketplace's own host (`jp.mercari.com/item/…`), so that a keyword such as "ver.2/3" stays a keyword.
 */
export function findWebAddress(text: string): string | null {
  const full = withScheme.exec(text);
  if (full) {
    const address = trimEnd(full[0]);
    return hostOf(address) ? address : null;
  }
  const bare = withoutScheme.exec(text);
  if (!bare) return null;
  const address = `https://${trimEnd(bare[1]!)}`;
  return hostOf(address) && recognizeMarketplace(address) ? address : null;
}

// Query values that say who shared a link or from where, never which item it is.
const everywhere = ['utm_*', 'fbclid', 'gclid', 'yclid', 'msclkid', 'igshid', 'mc_cid', 'mc_eid', '_gl'];
const bySite: Partial<Record<SiteId, string[]>> = {
  amazon: ['tag', 'psc', 'th', 'smid', 'linkcode', 'linkid', 'ref_', 'pd_rd_*', 'pf_rd_*', 'content-id', 'creative', 'creativeasin', 'camp', 'qid', 'sr', 'crid', 'sprefix', 'dib', 'dib_tag', '_encoding'],
  mercari: ['source_location', 'afid'],
  yahoo: ['sc_i', 'sc_e', 'cpt_n', 'cpt_m', 'cpt_s', 'cpt_c'],
  rakuten: ['scid', 'sc2id', 'icm_*', 'rafcid', 'afid'],
};

function isTracking(key: string, names: readonly string[]): boolean {
  const lower = key.toLowerCase();
  return names.some((name) => (name.endsWith('*') ? lower.startsWith(name.slice(0, -1)) : lower === name));
}

/** The address without its tracking query values; unchanged (as written) when it has none. */
export function withoutTracking(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  const site = recognizeMarketplace(address);
  const names = [...everywhere, ...((site && bySite[site]) ?? [])];
  const keys = [...new Set(url.searchParams.keys())].filter((key) => isTracking(key, names));
  if (keys.length === 0) return address;
  for (const key of keys) url.searchParams.delete(key);
  return url.toString();
}

// Paths keep an item address percent-encoded (its own slashes and colon included).
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const detailRoutes = Object.values(routes).filter((route) => route.screen === 'mall.detail');

export interface PastedItem {
  site: SiteId;
  /** The id its detail page and the catalog use: an id, an ASIN or the item's address itself. */
  id: string;
  /** Our detail page of it. */
  path: string;
}

function itemAt(address: string): PastedItem | null {
  const found = recognizeGoodsUrl(address);
  if (!found) return null;
  const target = new URL(found.path, 'https://local.invalid');
  for (const route of detailRoutes) {
    if (route.site !== found.site) continue;
    const match = matchPath(route.path, target.pathname);
    const id = match?.params.id ?? (match ? target.searchParams.get('id') : null);
    if (id) return { site: found.site, id: decoded(id), path: found.path };
  }
  return null;
}

export interface PastedAddress {
  /** The address, without tracking values. */
  url: string;
  /** Its host, to name a shop we do not know. */
  host: string;
  /** The marketplace it is on, if it is one of ours. */
  site: SiteId | null;
  /** The item it names, where we can open its page. */
  item: PastedItem | null;
}

/** The address in pasted text and what we know of it; null when the text holds none (a keyword). */
export function readPastedAddress(text: string): PastedAddress | null {
  const found = findWebAddress(text);
  if (!found) return null;
  const url = withoutTracking(found);
  const item = itemAt(url);
  return { url, host: hostOf(url)!, site: item?.site ?? recognizeMarketplace(url), item };
}

/** Buy-by-link with the address filled in. */
export function buyByLinkPath(url: string): string {
  return href('cart.anybuy', {}, { query: { url } });
}

/**
 * Where pasted text leads: the item's page when the address names one this edition opens (the page offers
 * buy-by-link if we do not hold it), else buy-by-link with the address.
 */
export function pastedTarget(found: PastedAddress, edition: string): { kind: 'item' | 'buyByLink'; path: string } {
  const item = found.item;
  if (item && (sites[item.site].editions[edition]?.available ?? true)) return { kind: 'item', path: item.path };
  return { kind: 'buyByLink', path: buyByLinkPath(found.url) };
}

// A navigation to an item page from a paste carries the address, so that an item we do not hold goes on to
// buy-by-link at once instead of stopping at "nothing here".
export const pastedState = (url: string) => ({ pastedUrl: url });

export function pastedUrlOf(state: unknown): string | null {
  const url = (state as { pastedUrl?: unknown } | null)?.pastedUrl;
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null;
}

/**
 * Where pasted text in a search field goes, as a path and the navigation state to open it with; null for a
 * keyword. Kept here, not in the search fields' hook, so that the header carries none of it on first load.
 */
export function pastedNavigation(text: string, edition: string): { path: string; state?: ReturnType<typeof pastedState> } | null {
  const found = readPastedAddress(text);
  if (!found) return null;
  const target = pastedTarget(found, edition);
  return target.kind === 'item' ? { path: target.path, state: pastedState(found.url) } : { path: target.path };
}

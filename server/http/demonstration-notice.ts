// A demonstration (a production server on test stand-ins, ALLOW_TEST_PROVIDERS=1: server/stand-ins.ts) says
// so on every page it serves. The notice is written into the HTML on its way out, before the page's root,
// which the browser's code renders into or hydrates and never touches outside: the pages the server
// renders, the shell the browser renders into (also as the build's precompressed file) and the test
// gateway's own page all carry it, and the first load gains no script. Only a demonstration mounts this.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { constants } from '../../generated/constants';
import { type EditionId, editions } from '../../generated/editions';
import { type LanguageCode, defaultLanguage, isLanguageCode, languageOf } from '../../generated/languages';
import { t } from '../messages';
import { escapeXml } from './seo-files';

/**
 * The language a page is shown in, by the storefront's rule (src/app/language.ts): the edition's own, else
 * the address's prefix, else the one the shopper chose before (an unprefixed page of an edition with
 * prefixes sends them to it first), else the default.
 */
export function pageLanguage(edition: EditionId, path: string, cookie: (name: string) => string | undefined): LanguageCode {
  const rules = editions[edition];
  if (rules.forcedLanguage) return rules.forcedLanguage;
  const first = path.split('/')[1];
  if (rules.languagePrefix && isLanguageCode(first)) return first;
  const remembered = cookie(rules.languagePrefix ? constants.cookies.locale.name : constants.cookies.language.name);
  return isLanguageCode(remembered) ? remembered : defaultLanguage;
}

const noticeStyle = 'margin:0;padding:8px 16px;background:#ffe08a;color:#1b1f24;border-block-end:2px solid #8a5a00;font:600 14px/1.4 system-ui,sans-serif;text-align:center';

/** The page with the notice first in its body (or first after the doctype, for a page without a body tag). */
export function withNotice(html: string, language: LanguageCode): string {
  const { service, dir } = languageOf(language);
  const notice = `<div role="note" data-demonstration lang="${service}" dir="${dir}" style="${noticeStyle}">${escapeXml(t(language, 'demonstrationNotice'))}</div>`;
  const opening = /<body[^>]*>/i.exec(html) ?? /^\s*<!doctype[^>]*>/i.exec(html);
  const at = opening ? opening.index + opening[0].length : 0;
  return html.slice(0, at) + notice + html.slice(at);
}

export function demonstrationNotice(edition: EditionId): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || !(res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    // The build's own copies of index.html are brotli and gzip (build/precompress.ts); nothing else encodes a page here.
    const encoding = res.headers.get('content-encoding');
    if (encoding && encoding !== 'br' && encoding !== 'gzip') return;
    const raw = Buffer.from(await res.arrayBuffer());
    const html = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
    const headers = new Headers(res.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    // Compression (outside this) encodes the page again for the caller.
    c.res = undefined;
    c.res = new Response(withNotice(html, pageLanguage(edition, c.req.path, (name) => getCookie(c, name))), { status: res.status, headers });
  };
}

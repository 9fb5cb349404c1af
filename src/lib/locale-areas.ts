// The feature areas' language files (locales/<area>/<language>.json), apart from the shell's: this map
// gains an entry per language with every area, so it is fetched with the first area page a visit opens
// instead of growing the home page's first load. The staff console and the analytics edition hand
// loadNamespace their own; the server's messages (locales/server/) never go to the browser.
type LocaleLoader = () => Promise<{ default: Record<string, unknown> }>;

export const areaLocaleFiles: Record<string, LocaleLoader> = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/ops/*.json',
  '!../../locales/ops-content/*.json',
  '!../../locales/server/*.json',
  // Page titles and descriptions for search engines: read by the server render only (src/ssr/head.ts).
  '!../../locales/seo/*.json',
  '!../../locales/analytics/*.json',
]);

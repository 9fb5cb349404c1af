/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The edition this bundle serves (vite.config.ts, from EDITION). */
  readonly EDITION: string;
  readonly BUILD_ID: string;
  /** The only pages the edition serves (spec/editions.yaml `pages`), or null: every page (vite.config.ts). */
  readonly EDITION_PAGES: readonly string[] | null;
}

interface Window {
  /** Runtime configuration the server may inject before the bundle runs. */
  __APP_CONFIG__?: { apiBase?: string };
}

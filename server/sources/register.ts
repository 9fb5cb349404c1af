// Puts the live sources that are on (settings.ts) in place of the local catalog when the server starts (for the
// listings their spec names: the catalog keeps the others), and remembers them per server so that /healthz can
// name one whose key its provider refuses.
import { registerSource, unregisterSource } from '../catalog/registry';
import type { Services } from '../services';
import { amazonPaapi } from './kinds/amazon-paapi';
import { rakutenIchiba } from './kinds/rakuten-ichiba';
import { yahooShopping } from './kinds/yahoo-shopping';
import { type LiveSource, createLiveSource } from './live-source';
import type { ProviderClient } from './provider';
import type { LiveSourceSetting } from './settings';

/** Each provider kind's client, by the spec's `source.kind`, made with the spec's field mapping. */
export const providerKinds: Record<string, (map: Readonly<Record<string, string>>) => ProviderClient> = {
  'rakuten-ichiba': rakutenIchiba,
  'amazon-paapi': () => amazonPaapi,
  'yahoo-shopping': yahooShopping,
};

const registered = new Set<LiveSourceSetting['site']>();
const created = new WeakMap<object, LiveSource[]>();

export function registerLiveSources(settings: readonly LiveSourceSetting[]): void {
  // A server started after another in the same process (the tests) gets only its own settings' sources.
  for (const site of registered) unregisterSource(site);
  registered.clear();
  for (const setting of settings) {
    const kind = providerKinds[setting.config.kind];
    if (!kind) throw new Error(`spec/sites/${setting.site}.yaml: no provider kind "${setting.config.kind}" in server/sources/kinds`);
    registered.add(setting.site);
    registerSource(setting.site, (services) => {
      const source = createLiveSource(services, { ...setting, client: kind(setting.config.map) });
      created.set(services.db, [...(created.get(services.db) ?? []), source]);
      services.log.info({ site: setting.site, base: setting.base }, `${setting.site} is served live by ${setting.config.kind}`);
      return source;
    }, setting.config.listings);
  }
}

/** The live sources of this server whose provider refuses its key, with the provider's words. */
export function refusedKeys(services: Pick<Services, 'db'>): { site: string; reason: string }[] {
  return (created.get(services.db) ?? []).flatMap((s) => {
    const reason = s.refusedKey();
    return reason ? [{ site: s.site, reason }] : [];
  });
}

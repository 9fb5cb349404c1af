// Which live marketplace sources are on: those whose every credential variable (spec `source.credentials`)
// is set in the environment. The others stay off and the local catalog serves their marketplaces as before.
import { type SourceConfig, sourceConfigs } from '../../generated/sources';
import { type SiteId, siteIds } from '../../generated/sites';

export interface LiveSourceSetting {
  site: SiteId;
  config: SourceConfig;
  credentials: Record<string, string>;
  base: string;
}

export function liveSourceSettings(env: Record<string, string | undefined>): LiveSourceSetting[] {
  return siteIds.flatMap((site) => {
    const config = sourceConfigs[site];
    if (!config) return [];
    const credentials = Object.fromEntries(Object.entries(config.credentials).map(([key, variable]) => [key, env[variable]?.trim() ?? '']));
    if (Object.values(credentials).some((value) => value === '')) return [];
    const given = env[config.baseEnv]?.trim();
    // Amazon's variable names a host (AMAZON_PAAPI_HOST), as its SDKs do; an address with a scheme is kept.
    const base = (given ? (/^[a-z]+:\/\//i.test(given) ? given : `https://${given}`) : config.base).replace(/\/$/, '');
    if (!/^https?:\/\//.test(base)) throw new Error(`${config.baseEnv} must be an http(s) address, got "${base}"`);
    return [{ site, config, credentials, base }];
  });
}

/** The variables that point a server at a provider (its credentials by the spec's names, and its base): a replica's. */
export function sourceVariables(config: SourceConfig, credentials: Record<string, string>, base: string): Record<string, string> {
  return { ...Object.fromEntries(Object.entries(config.credentials).map(([key, variable]) => [variable, credentials[key] ?? ''])), [config.baseEnv]: base };
}

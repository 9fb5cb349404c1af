// A test server serving one marketplace live from a local replica: the variables its spec file names
// (spec/sites/<id>.yaml, `source:`) set to the replica's address and the credentials given, as an operator
// would set them for the provider itself.
import { sourceConfigs } from '../../generated/sources';
import type { SiteId } from '../../generated/sites';
import type { ServerConfig } from '../config';
import { sourceVariables } from '../sources/settings';
import { type TestServer, startTestServer } from './harness';

export function startLiveServer(site: SiteId, credentials: Record<string, string>, base: string, overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const config = sourceConfigs[site];
  if (!config) throw new Error(`spec/sites/${site}.yaml declares no live source`);
  return startTestServer(overrides, undefined, undefined, undefined, undefined, { NODE_ENV: 'test', ...sourceVariables(config, credentials, base) });
}

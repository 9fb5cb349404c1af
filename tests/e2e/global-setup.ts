import { resolve } from 'node:path';
import { buildEdition, startServer } from './servers';

/** One server per edition for the whole run; their addresses reach the tests through the environment. */
export default async function globalSetup() {
  // `npm test` has built the global edition already (its size step, which Lighthouse then served) and names
  // that build here: the same build again would only cost time. Run alone, the suite builds its own.
  const prebuilt = process.env.E2E_GLOBAL_DIST;
  const globalDist = prebuilt ? resolve(prebuilt) : buildEdition('global');
  const chinaDist = buildEdition('china');
  const global = await startServer('global', globalDist);
  const china = await startServer('china', chinaDist);
  const analytics = await startServer('analytics', buildEdition('analytics'));
  // A spec that starts a server of its own (live-marketplaces.spec.ts, on the providers' replicas) serves these builds.
  process.env.E2E_GLOBAL_STATIC = globalDist;
  process.env.E2E_CHINA_STATIC = chinaDist;
  process.env.E2E_GLOBAL_URL = global.url;
  process.env.E2E_GLOBAL_DATA = global.dataDir;
  process.env.E2E_CHINA_URL = china.url;
  process.env.E2E_CHINA_DATA = china.dataDir;
  process.env.E2E_ANALYTICS_URL = analytics.url;
  process.env.E2E_ANALYTICS_DATA = analytics.dataDir;
  return async () => {
    await Promise.all([global.stop(), china.stop(), analytics.stop()]);
  };
}

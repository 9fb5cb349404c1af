import { resolve } from 'node:path';
import { buildEdition, startServer } from './servers';

/** One server per edition for the whole run; their addresses reach the tests through the environment. */
export default async function globalSetup() {
  // `npm test` has built the global edition already (its size step, which Lighthouse then served) and names
  // that build here: the same build again would only cost time. Run alone, the suite builds its own.
  const prebuilt = process.env.E2E_GLOBAL_DIST;
  const global = await startServer('global', prebuilt ? resolve(prebuilt) : buildEdition('global'));
  const china = await startServer('china', buildEdition('china'));
  const analytics = await startServer('analytics', buildEdition('analytics'));
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

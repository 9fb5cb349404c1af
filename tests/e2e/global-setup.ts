import { buildEdition, startServer } from './servers';

/** One server per edition for the whole run; their addresses reach the tests through the environment. */
export default async function globalSetup() {
  const global = await startServer('global', buildEdition('global'));
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

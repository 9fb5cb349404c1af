import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildEdition, snapshotBuild, startServer } from './servers';

/** One server per edition for the whole run; their addresses reach the tests through the environment. */
export default async function globalSetup() {
  // `npm test` has built every edition already (beside its unit tests) and names the builds here: the same
  // builds again would only cost time. Run alone, the suite builds its own.
  // Each server serves a copy: `npm start`, `npm run size` and another suite write the same dist folders, and
  // a build replaced under a running server makes its open pages reload themselves (a newer build.json, a lazy
  // chunk gone), which aborts whatever navigation a test has under way.
  const edition = (name: 'global' | 'china' | 'analytics', prebuilt: string | undefined) => snapshotBuild(prebuilt ? resolve(prebuilt) : buildEdition(name));
  const globalDist = edition('global', process.env.E2E_GLOBAL_DIST);
  const chinaDist = edition('china', process.env.E2E_CHINA_DIST);
  const analyticsDist = edition('analytics', process.env.E2E_ANALYTICS_DIST);
  const [global, china, analytics] = await Promise.all([startServer('global', globalDist), startServer('china', chinaDist), startServer('analytics', analyticsDist)]);
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
    for (const dist of [globalDist, chinaDist, analyticsDist]) rmSync(dist, { recursive: true, force: true });
  };
}

// npm run replica -- rakuten|amazon|yahoo [--refuse maintenance|tooManyRequests|systemError]
// A provider's local replica (server/sources/replicas/) on a free port, with the variables that point a
// server at it: to try a live marketplace on this machine without the provider's keys or the internet.
import { parseArgs } from 'node:util';
import { type SourceConfig, sourceConfigs } from '../../generated/sources';
import { startRakutenReplica } from '../sources/replicas/rakuten-ichiba';
import type { ReplicaRefusal } from '../sources/replicas/replica-server';
import { startPaapiReplica } from '../sources/replicas/amazon-paapi';
import { startYahooShoppingReplica } from '../sources/replicas/yahoo-shopping';
import { sourceVariables } from '../sources/settings';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { refuse: { type: 'string' } } });
const [provider] = positionals;
const refusals = ['maintenance', 'tooManyRequests', 'systemError'];

/** The variables the site's spec names (its credentials by key, and its base), set to the replica's values. */
function variablesOf(config: SourceConfig | undefined, credentials: Record<string, string>, base: string): Record<string, string> {
  if (!config) throw new Error('this site declares no live source in spec/sites');
  return sourceVariables(config, credentials, base);
}

/** The refusal --refuse names, for a replica that can be told to refuse (Rakuten's and Yahoo!'s). */
function refusal(): ReplicaRefusal {
  if (!values.refuse) return null;
  if (!refusals.includes(values.refuse)) throw new Error(`--refuse takes ${refusals.join(', ')}`);
  return values.refuse as ReplicaRefusal;
}

async function start(): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  if (provider === 'rakuten') {
    const replica = await startRakutenReplica(['replica-app-id']);
    replica.refuse(refusal());
    return { env: variablesOf(sourceConfigs.rakuten, { applicationId: 'replica-app-id' }, replica.base), close: replica.close };
  }
  if (provider === 'amazon') {
    if (values.refuse) throw new Error('--refuse is for the rakuten and yahoo replicas; the amazon one refuses a wrong key');
    const keys = { accessKey: 'AKIDREPLICA', secretKey: 'replica-secret', partnerTag: 'replica-22' };
    const replica = await startPaapiReplica(keys);
    return { env: variablesOf(sourceConfigs.amazon, keys, replica.url), close: replica.close };
  }
  if (provider === 'yahoo') {
    const replica = await startYahooShoppingReplica(['replica-appid']);
    replica.refuse(refusal());
    return { env: variablesOf(sourceConfigs.yahoo, { appid: 'replica-appid' }, replica.base), close: replica.close };
  }
  throw new Error('name a provider: npm run replica -- rakuten, amazon or yahoo');
}

try {
  const running = await start();
  console.log(`The ${provider} replica is listening. Start a server beside it with:\n`);
  console.log(`  ${Object.entries(running.env).map(([k, v]) => `${k}=${v}`).join(' ')} npm start\n`);
  console.log('Ctrl-C stops it.');
  process.on('SIGINT', () => void running.close().then(() => process.exit(0)));
  process.on('SIGTERM', () => void running.close().then(() => process.exit(0)));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

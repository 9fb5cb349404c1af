// `npm start` (through server/cli/start.mjs) and `npm run dev` run this: the storefront and its API on PORT.
import { type ServerConfig, loadConfig } from './config';
import { startServer } from './start';

function cannotStart(error: unknown): never {
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// A configuration refused (production on test stand-ins names every variable to set) is a message, not a stack.
let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  cannotStart(error);
}
const server = await startServer(config, (line) => console.log(line)).catch(cannotStart);
const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
console.log(`Storefront and API on ${server.url} (${where}${config.staticDir ? '' : ', API only'})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(() => process.exit(0), () => process.exit(1));
  });
}

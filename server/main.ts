// `npm start` (through server/cli/start.mjs) and `npm run dev` run this: the storefront and its API on PORT.
import { loadConfig } from './config';
import { startServer } from './start';

const config = loadConfig();
const server = await startServer(config, (line) => console.log(line)).catch((error: unknown) => {
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
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

// `npm start`: installs dependencies if missing, builds the storefront when the build is missing or
// older than its sources, and starts the server (server/main.ts): the storefront and its API on PORT
// (default 3000), with the database created, migrated and seeded on first start.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, run } from './ensure-deps.mjs';

ensureDependencies();

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const sources = Math.max(...['src', 'generated', 'locales', 'index.html', 'vite.config.ts', 'vite.ssr.config.ts', 'package-lock.json'].map(newest));
// EDITION=global|china|analytics is fixed into a build, so a build of another edition is rebuilt.
const edition = process.env.EDITION ?? 'global';
const built = existsSync('dist/build.json') ? JSON.parse(readFileSync('dist/build.json', 'utf8')).edition : null;
// The server render (dist/server) is built after the pages; a build without it is finished.
if (!existsSync('dist/index.html') || !existsSync('dist/server/entry-server.js') || newest('dist') < sources || built !== edition) {
  console.log('Building the storefront…');
  run('npm', ['run', 'build']);
}
run('npx', ['tsx', 'server/main.ts'], { env: { ...process.env, PORT: process.env.PORT ?? '3000' } });

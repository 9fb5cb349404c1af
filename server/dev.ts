// npm run dev: the API (restarted on change) on API_PORT, and Vite's dev server, which proxies calls to
// it (vite.config.ts server.proxy). Ctrl-C stops both.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiPort = process.env.API_PORT ?? '3001';
// node itself runs both CLIs (not npx), so that stopping a child stops what it started.
const bin = (path: string) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));
const children: ChildProcess[] = [
  spawn(process.execPath, [bin('tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SERVE_STATIC: '0' },
  }),
  spawn(process.execPath, [bin('vite/bin/vite.js'), ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

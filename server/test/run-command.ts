// Runs one of the project's commands (server/cli/*) as its own process, as `npm run …` would, for the
// test server's database (`env`). Asynchronous on purpose: the test server lives in the test's process,
// and an event loop blocked for seconds by spawnSync lets its keep-alive sockets close just as the next
// call reuses one — a spurious failed call in whichever test runs next.
import { spawn } from 'node:child_process';

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runCommand(script: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

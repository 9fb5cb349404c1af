// Runs `npm test`'s steps in lanes: the steps of a lane one after another, the lanes of a stage side by side
// (two cores: a lane waiting on its server or its disk leaves the other the CPU). Each step's output is kept
// and printed whole when it ends, so two lanes never mix their lines; the first failure stops every lane.
import { spawn } from 'node:child_process';

const running = new Set();
const runStarted = Date.now();
/** Each step's title and seconds, in the order they ended: the table printed at the end. */
export const timings = [];

/** `alone`: the only lane of its stage, so its output is shown as it comes. */
function runStep({ title, command, env }, alone) {
  const [program, ...args] = command;
  console.log(alone ? `\n▶ ${title}` : `… ${title}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(program, args, { env: { ...process.env, ...env }, stdio: ['ignore', alone ? 'inherit' : 'pipe', alone ? 'inherit' : 'pipe'], detached: true });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.once('close', (code, signal) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(alone ? `(${title}: ${seconds} s)` : `\n▶ ${title} (${seconds} s)`);
      process.stdout.write(Buffer.concat(output));
      timings.push([title, seconds]);
      resolve(code === 0 ? null : `${title}: ${command.join(' ')} failed (exit ${code ?? signal})`);
    });
  });
}

/**
 * A step is { title, command, env?, before?, after? }: `before` runs first and may return env for the command
 * (a database it starts); `after` runs once it has ended, whatever the outcome (that database stopped).
 */
async function runLane(steps, failures, alone) {
  for (const step of steps) {
    if (failures.length > 0) return;
    const extra = (await step.before?.()) ?? {};
    const failure = await runStep({ ...step, env: { ...step.env, ...extra } }, alone);
    await step.after?.();
    if (failure) {
      failures.push(failure);
      // The other lanes' steps (and their servers) end with this one: their results no longer count.
      for (const child of running) process.kill(-child.pid, 'SIGTERM');
    }
  }
}

/** Runs the lanes side by side; exits the process with the first failure. */
export async function stage(...lanes) {
  const failures = [];
  const busy = lanes.filter((lane) => lane.length > 0);
  await Promise.all(busy.map((lane) => runLane(lane, failures, busy.length === 1)));
  if (failures.length > 0) {
    printTimings();
    console.error(`\n✗ ${failures[0]}.`);
    process.exit(1);
  }
}

export function printTimings() {
  const rows = [...timings, ['the whole run, lanes side by side', Math.round((Date.now() - runStarted) / 1000)]];
  const width = Math.max(...rows.map(([title]) => title.length));
  console.log(`\n${'step'.padEnd(width)}  seconds`);
  for (const [title, seconds] of rows) console.log(`${title.padEnd(width)}  ${String(seconds).padStart(7)}`);
}

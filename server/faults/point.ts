// The kill -9 suite's hook (tests/attack/faults.ts): a process started with FAULT_POINTS naming a point
// stops there for good, says so on stderr, and waits to be killed, so the suite can SIGKILL it at an exact
// step of a money flow. Read once at start; without FAULT_POINTS (and always in production) a call is one
// size check.
const armed: ReadonlySet<string> =
  process.env.NODE_ENV === 'production' ? new Set() : new Set((process.env.FAULT_POINTS ?? '').split(',').map((s) => s.trim()).filter(Boolean));

/** The line a stopped process writes to stderr, for the suite to wait on. */
export const faultPointBanner = 'FAULT_POINT reached: ';

export function faultPoint(name: string): Promise<void> | undefined {
  if (armed.size === 0 || !armed.has(name)) return undefined;
  process.stderr.write(`${faultPointBanner}${name}\n`);
  return new Promise<void>(() => undefined);
}

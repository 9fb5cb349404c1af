// What a fault or load run found, printed as it goes: each check a line, failures gathered for the exit status.
export class Report {
  readonly failures: string[] = [];

  section(title: string): void {
    console.log(`\n▶ ${title}`);
  }

  check(ok: boolean, what: string, detail = ''): boolean {
    console.log(`  ${ok ? '✓' : '✗'} ${what}${!ok && detail ? `: ${detail}` : ''}`);
    if (!ok) this.failures.push(detail ? `${what}: ${detail}` : what);
    return ok;
  }

  note(text: string): void {
    console.log(`  · ${text}`);
  }

  /** Runs one part; an exception is a failure of that part, and the run goes on to the next. */
  async part(title: string, body: () => Promise<void>): Promise<void> {
    this.section(title);
    const started = Date.now();
    try {
      await body();
    } catch (error) {
      this.check(false, `${title} ran to its end`, error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    this.note(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Polls `probe` until it answers true; false after `timeoutMs`. For effects that arrive later (a webhook retry, a job). */
export async function eventually(probe: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

// Scheduled work (auction closing, hold releases, storage fees, reminders, time-outs) lives in the jobs
// table so that it survives restarts. Each area defines its kinds; server/jobs/registry.ts lists them.
import type { Services } from '../services';

export interface Job {
  id: number;
  kind: string;
  key: string;
  payload: unknown;
  /** Runs before this one (0 on the first). */
  attempts: number;
  dueAt: number;
}

export interface JobDefinition {
  /**
   * Does the work, in transactions of its own. It must be idempotent: a worker that dies after its
   * commit but before the job is marked done leaves the job to run again once its lease runs out.
   * Throwing retries it later with back-off. Read the time from services.now(), never Date.now():
   * runDue(later) moves that clock on, which is how tests reach a deadline without waiting for it.
   */
  run(services: Services, job: Job): Promise<void>;
  /** A recurring kind: the runner keeps one occurrence scheduled, this far apart. */
  everyMs?: number;
}

export type JobDefinitions = Readonly<Record<string, JobDefinition>>;

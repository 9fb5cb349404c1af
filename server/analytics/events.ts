// The shoppers' steps from search to payment, for the analytics edition. Logging must cost the shopper's
// call nothing: record() only queues the row in memory; one multi-row insert writes the queue a moment
// later (or once it is long), after the answer has gone, and a failed write is logged and dropped, never
// thrown into a shopper's call. Rows older than the retention are deleted by the same writer, at most
// once an hour.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import type { AnalyticsEventKind, Database } from '../db/types';
import type { Services } from '../services';

const { flushEveryMs, flushBatch, eventRetentionDays, termMaxLength } = constants.analytics;
const dayMs = 86_400_000;
const pruneEveryMs = 3_600_000;

export interface AnalyticsEvent {
  kind: AnalyticsEventKind;
  visitor: string;
  site?: string | null;
  term?: string | null;
  results?: number | null;
}

interface Row {
  kind: AnalyticsEventKind;
  visitor: string;
  site: string | null;
  term: string | null;
  results: number | null;
  created_at: number;
}

class EventWriter {
  private queue: Row[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private prunedAt = 0;

  constructor(private readonly services: Pick<Services, 'db' | 'log' | 'now'>) {}

  add(row: Row): void {
    this.queue.push(row);
    if (this.queue.length >= flushBatch) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), flushEveryMs);
      // A queued event never keeps a finished process alive.
      this.timer.unref();
    }
  }

  /** Writes what is queued; resolves once it (and any earlier write) is done. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.queue;
    this.queue = [];
    this.writing = this.writing.then(() => this.write(rows));
    return this.writing;
  }

  private async write(rows: Row[]): Promise<void> {
    const { db, log, now } = this.services;
    try {
      // SQLite takes at most 32,766 bound values per statement: 6 columns × flushBatch stays far under.
      for (let i = 0; i < rows.length; i += flushBatch) await db.insertInto('analytics_events').values(rows.slice(i, i + flushBatch)).execute();
      const at = now();
      if (at - this.prunedAt >= pruneEveryMs) {
        this.prunedAt = at;
        await pruneEvents(db, at);
      }
    } catch (error) {
      log.warn({ count: rows.length, error: (error as Error).message }, 'analytics events not written');
    }
  }
}

/** Deletes the events older than the retention; answers how many went. */
export async function pruneEvents(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('analytics_events').where('created_at', '<', now - eventRetentionDays * dayMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const writers = new WeakMap<Kysely<Database>, EventWriter>();

function writerOf(services: Pick<Services, 'db' | 'log' | 'now'>): EventWriter {
  let writer = writers.get(services.db);
  if (!writer) {
    writer = new EventWriter(services);
    writers.set(services.db, writer);
  }
  return writer;
}

/** Queues one step; a call without a visitor (no login, no device id) is not counted. */
export function recordEvent(services: Pick<Services, 'db' | 'log' | 'now'>, event: Omit<AnalyticsEvent, 'visitor'> & { visitor: string | null }): void {
  if (event.visitor === null) return;
  try {
    const term = event.term?.trim().toLowerCase().slice(0, termMaxLength) || null;
    writerOf(services).add({
      kind: event.kind, visitor: event.visitor, site: event.site ?? null, term, results: event.results ?? null, created_at: services.now(),
    });
  } catch (error) {
    services.log.warn({ error: (error as Error).message }, 'analytics event dropped');
  }
}

/** Writes the queued events now (tests, and a server shutting down). */
export function flushEvents(db: Kysely<Database>): Promise<void> {
  return writers.get(db)?.flush() ?? Promise.resolve();
}

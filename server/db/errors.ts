/** A unique-constraint violation, from either database: the caller turns it into a 409. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * What a database error means for the caller, when it is about the database rather than the request:
 * `full` — the disk is full (SQLite's SQLITE_FULL, PostgreSQL's disk_full): nothing could be written, and
 * waiting will not help until space is made; `unavailable` — the database cannot be reached or is busy
 * (PostgreSQL restarting, a dropped connection, SQLite's write lock held past busy_timeout): the same
 * call may succeed in a moment. Null for everything else (a bug stays a 500).
 */
export function databaseFault(error: unknown): 'full' | 'unavailable' | null {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | null, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code === 'SQLITE_FULL' || code === '53100') return 'full';
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return 'unavailable';
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ETIMEDOUT') return 'unavailable';
    // node-postgres reports a dropped or never-made connection by message only.
    if (typeof e.message === 'string' && /^Connection terminated|^timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable/.test(e.message)) return 'unavailable';
  }
  return null;
}

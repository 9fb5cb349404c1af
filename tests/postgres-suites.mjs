// The API suite runs again on PostgreSQL (tests/run.mjs) for what the database decides: transactions and
// row locks, the dialect's own SQL (search, analytics, job leases), migrations, crashes and restarts. Every
// file under server/ runs there unless it is named here, with why the database does not matter to it: a new
// test is run on both by default.
export const postgresExcluded = [
  // The HTTP layer: headers, compression, caching, connection reuse, the request log, address parameters and
  // page rendering, answered before or beside any query (the same code on either database).
  'server/test/protocol.test.ts',
  'server/test/compression.test.ts',
  'server/test/security-headers.test.ts',
  'server/test/cache-control.test.ts',
  'server/test/keep-alive.test.ts',
  'server/test/request-log.test.ts',
  'server/test/web-address-params.test.ts',
  'server/test/render.test.ts',
  'server/test/storefront.test.ts',
  'server/test/demonstration.test.ts',
  // Refusals of every operation (logged out, invalid params) happen before a handler runs: the only query on
  // the way is the session's look-up, which every other suite makes on PostgreSQL too.
  'server/test/every-operation.test.ts',
  // The live providers' protocols against their replicas: what they store goes through server/sources/keep.ts
  // and rate-limit.ts, whose own tests (server/sources/*.test.ts) run on PostgreSQL.
  'server/test/rakuten-live.test.ts',
  'server/test/amazon-live.test.ts',
  'server/test/yahoo-live.test.ts',
  'server/test/live-recheck.test.ts',
];

// Types of pg-cluster.mjs (plain JavaScript so tests/run.mjs can use it before anything builds), for the
// TypeScript suites that start a cluster of their own (tests/attack).
export function ensurePostgres(): { bin: string; skip?: undefined } | { skip: string; bin?: undefined };
export function startCluster(bin: string): Promise<{ url: string; stop(): void }>;

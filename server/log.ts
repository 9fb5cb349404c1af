// pino, one JSON line per event on stderr, so a request id can be searched for across processes. The
// destination writes asynchronously (flushed on exit by pino) to keep the request path cheap.
import { type DestinationStream, type Logger, pino } from 'pino';
import type { ServerConfig } from './config';

export type { Logger };

export function createLogger(level: ServerConfig['logLevel'], destination: DestinationStream = pino.destination({ dest: 2, sync: false })): Logger {
  return pino({ level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

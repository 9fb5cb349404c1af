// One line per event, to stderr, so a request id can be searched for across processes.
import type { ServerConfig } from './config';

const order = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 } as const;
export type Level = Exclude<keyof typeof order, 'silent'>;

export interface Logger {
  log(level: Level, message: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: ServerConfig['logLevel']): Logger {
  return {
    log(at, message, fields) {
      if (order[at] < order[level]) return;
      const extra = fields ? ` ${JSON.stringify(fields)}` : '';
      process.stderr.write(`${new Date().toISOString()} ${at.toUpperCase()} ${message}${extra}\n`);
    },
  };
}

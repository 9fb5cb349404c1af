// A logger writing to memory, for tests that check what the server logs: each line parsed back from JSON.
import { Writable } from 'node:stream';
import { type Logger, createLogger } from '../log';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export function captureLog(level: 'debug' | 'info' | 'warn' | 'error' = 'info'): { log: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { log: createLogger(level, stream), lines };
}

// A pino logger whose JSON lines a test can read: what the operator would see.
import { createLogger, type Logger } from '../../server/logger.ts';

export interface LogLine {
  level: number;
  msg: string;
  module?: string;
  err?: { message: string; type: string };
  [key: string]: unknown;
}

/** pino's numeric levels. */
export const LEVEL = { info: 30, warn: 40, error: 50 } as const;

export function captureLogs(level: 'info' | 'warn' | 'error' = 'info'): { log: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const log = createLogger({ LOG_LEVEL: level }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { log, lines };
}

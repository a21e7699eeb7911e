// The process's one pino logger (product.md H6: logs carry the request id):
// Fastify logs requests through it, and every module that can fail quietly
// (captcha, Instagram, geocoder, mail delivery) gets a child named after it,
// so those failures reach the operator instead of vanishing.
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';
import { readableLogLine } from './log-lines.ts';

export type { Logger };

/**
 * JSON lines at LOG_LEVEL on stdout, or on `destination` (tests read what was logged); in development
 * (`npm run dev`) the same entries as readable lines (issue 31).
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'> & { NODE_ENV?: Config['NODE_ENV'] },
  destination?: DestinationStream,
): Logger {
  const options = { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] };
  if (destination) return pino(options, destination);
  if (config.NODE_ENV === 'development') return pino(options, { write: (line: string) => process.stdout.write(readableLogLine(line)) });
  return pino(options);
}

/** A logger that writes nothing, for tests that do not read the logs. */
export const silentLogger = (): Logger => pino({ level: 'silent' });

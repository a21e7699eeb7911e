// The process's one pino logger (product.md H6: logs carry the request id):
// Fastify logs requests through it, and every module that can fail quietly
// (captcha, Instagram, geocoder, mail delivery) gets a child named after it,
// so those failures reach the operator instead of vanishing.
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/** JSON lines at LOG_LEVEL on stdout, or on `destination` (tests read what was logged). */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options = { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that writes nothing, for tests that do not read the logs. */
export const silentLogger = (): Logger => pino({ level: 'silent' });

// The process's one pino logger (product.md H6: logs carry the request id):
// Fastify logs requests through it, and every module that can fail quietly
// (captcha, Instagram, geocoder, mail delivery) gets a child named after it,
// so those failures reach the operator instead of vanishing.
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';
import { readableLogLine } from './log-lines.ts';
import { MAX_LINE_MESSAGE, redactMessage, serializeError, serializeRequest, withoutContacts } from './log-redaction.ts';

export type { Logger };

/**
 * JSON lines at LOG_LEVEL on stdout, or on `destination` (tests read what was logged); in development
 * (`npm run dev`) the same entries as readable lines (product.md D13).
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'> & { NODE_ENV?: Config['NODE_ENV'] },
  destination?: DestinationStream,
): Logger {
  // Decision 059: no body, file or personal data in a line. Errors and requests are serialized on allow-lists,
  // messages cut down, and every line leaves with e-mail addresses and phone numbers replaced.
  const options: LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { err: serializeError, req: serializeRequest, msg: redactMessageOf },
    hooks: { streamWrite: withoutContacts },
  };
  if (destination) return pino(options, destination);
  if (config.NODE_ENV === 'development') return pino(options, { write: (line: string) => process.stdout.write(readableLogLine(line)) });
  return pino(options);
}

/** A logger that writes nothing, for tests that do not read the logs. */
export const silentLogger = (): Logger => pino({ level: 'silent' });

/** A line's message: an error's message (`log.error(err)`) is cut down like the error's own. */
const redactMessageOf = (msg: unknown) => (typeof msg === 'string' ? redactMessage(msg, MAX_LINE_MESSAGE) : msg);

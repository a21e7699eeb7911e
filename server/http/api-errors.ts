// Error policy for /api (issue 2): bad input is a 400 naming the field, an
// unknown resource a 404, and only a server fault is a 500 — never bad input.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_BUSY_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from '../db/database-unavailable.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const notFound = (message: string) => new HttpError(404, message);

export function registerApiErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = error.validationContext ?? 'request';
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || where;
      const message = `${field}: ${first?.message ?? 'is invalid'}`;
      return reply.status(400).send({ success: false, message });
    }
    if (error instanceof HttpError) {
      // A dependency that failed (5xx) is the operator's to see; the diner gets the message.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, ...(error.code !== undefined ? { code: error.code } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type…).
      return reply.status(status).send({ success: false, message: error.message });
    }
    if (request.raw.readableAborted && isClientStreamError(error)) {
      // The body stopped arriving because the client broke off: the request's fault, not ours.
      // (The same codes from the database's socket stay 500: the request was whole.)
      return reply.status(400).send({ success: false, message: 'The request body could not be read' });
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      // Full pool or a server refusing connections: nothing was written, so the diner may retry (503, never 500).
      request.log.warn({ err: error, reason: unavailable.reason }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ success: false, message: DATABASE_BUSY_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Internal error' });
  });
}

const CLIENT_STREAM_CODES = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE', 'ECONNABORTED', 'EPIPE']);

/** Errors raised while reading a request body that the client broke off. */
function isClientStreamError(error: { code?: unknown; message?: unknown }): boolean {
  return (typeof error.code === 'string' && CLIENT_STREAM_CODES.has(error.code)) || error.message === 'aborted';
}

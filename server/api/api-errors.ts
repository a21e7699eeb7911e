// Error policy for /api (product.md D7): bad input is a 400 naming the field, an
// unknown resource a 404, and only a server fault is a 500 — never bad input.
// Services throw domain errors (server/domain/domain-error.ts); this handler
// alone turns them, and Fastify's own errors, into status codes and replies.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_BUSY_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from '../db/database-unavailable.ts';
import { isDomainError, type DomainError } from '../domain/domain-error.ts';
import { domainErrorReply, errorReply } from './domain-error-reply.ts';

/** The first schema issue as data: the field (dot path, absent for the whole body or query) and zod's message. */
export function validationProblem(error: FastifyError): { field?: string; message: string } {
  if (!hasZodFastifySchemaValidationErrors(error)) return { message: error.message };
  const first = error.validation[0];
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const message = first?.message ?? `The ${error.validationContext ?? 'request'} is invalid`;
  return field ? { field, message } : { message };
}

export function registerApiErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    // A page that failed after choosing text/html (a form post the browser broke off) still answers in JSON.
    reply.type('application/json; charset=utf-8');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problem = validationProblem(error);
      return reply.status(400).send(errorReply(problem.message, problem));
    }
    if (isDomainError(error)) {
      const { status, body } = domainErrorReply(error);
      // A dependency that failed (5xx) is the operator's to see; the diner gets the message.
      if (status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type…).
      return reply.status(status).send(errorReply(error.message));
    }
    if (request.raw.readableAborted && isClientStreamError(error)) {
      // The body stopped arriving because the client broke off: the request's fault, not ours.
      // (The same codes from the database's socket stay 500: the request was whole.)
      return reply.status(400).send(errorReply('The request body could not be read'));
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      // Full pool or a server refusing connections: nothing was written, so the diner may retry (503, never 500).
      request.log.warn({ err: error, reason: unavailable.reason }, 'database unavailable');
      return sendDatabaseBusy(reply, DATABASE_BUSY_MESSAGE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorReply('Internal error'));
  });
}

const CLIENT_STREAM_CODES = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE', 'ECONNABORTED', 'EPIPE']);

/** Errors raised while reading a request body that the client broke off. */
function isClientStreamError(error: { code?: unknown; message?: unknown }): boolean {
  return (typeof error.code === 'string' && CLIENT_STREAM_CODES.has(error.code)) || error.message === 'aborted';
}

/** 503 with Retry-After (decision 016): nothing was written, so the client may try again. */
export function sendDatabaseBusy(reply: FastifyReply, message: string): FastifyReply {
  return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(errorReply(message));
}

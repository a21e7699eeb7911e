// What a log line may carry (decision 060): no body, no file, no personal data.
// Errors keep their type, code and stack frames, with their message cut down
// (V8 and drivers quote the values they choke on: a ZIP, a row's params); a
// URL keeps its path, never its query (search terms, tokens, addresses); and
// every line leaves with e-mail addresses and phone numbers replaced. Pure.
import { stdSerializers } from 'pino';

/** Longest error message kept: enough to name the fault, too short to hold a record. */
export const MAX_MESSAGE = 160;
/** Longest line message kept: ours are sentences; an error's message as the line's is cut like the error's. */
export const MAX_LINE_MESSAGE = 400;

// Bounded as addresses are (RFC 5321: a local part of at most 64, labels of at most 63): every line is scanned,
// and an unbounded run would make a long line without an address cost its length squared.
const EMAIL = /[\p{L}\p{N}._%+'-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,8}\.\p{L}{2,63}/gu;
// A number starting with + or 0 and nine to thirteen more digits, spaces allowed between them (07700 900123,
// +447700900123); not inside a word, an id's dashes or a number's decimals, so dates, times, request ids and
// timings are untouched (and a JSON line stays JSON).
const PHONE = /(?<![\w.-])(?:\+|0)(?: ?\d){9,13}(?![\w-])/g;
// Bytes no message of ours carries: the start of a file or a compressed body.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ufffd]/;

// Reserved top-level domains (RFC 6761) reach nobody's mailbox: the demo admin's address (admin@demo.mesa.test)
// is shown to the operator, who signs in with it.
const RESERVED = /\.(?:test|invalid|localhost)$/i;

/** E-mail addresses and phone numbers in any text (a whole log line included) replaced by what they were. */
export const withoutContacts = (text: string): string =>
  text.replace(EMAIL, (address) => (RESERVED.test(address) ? address : '[e-mail]')).replace(PHONE, '[phone]');

/** An error's message as a log may carry it: cut at the first binary byte or a query's params, contacts out, short. */
export function redactMessage(message: string, max = MAX_MESSAGE): string {
  let text = message;
  const binary = BINARY.exec(text);
  if (binary) text = `${text.slice(0, binary.index)}[binary]`;
  // drizzle's "Failed query: … params: <the row's values>".
  const params = text.search(/\s*\bparams:/);
  if (params >= 0) text = `${text.slice(0, params)} [params]`;
  text = withoutContacts(text);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  statusCode?: number;
  cause?: SerializedError;
}

const isError = (v: unknown): v is Error => v instanceof Error;

/**
 * pino's `err` serializer, on an allow-list: type, message, stack, code, status and cause. Everything else an
 * error carries (a driver's `detail` and `params`, a body, a response) is left out.
 */
export function serializeError(err: unknown, depth = 0): SerializedError | string | { type: string } {
  if (typeof err === 'string') return redactMessage(err);
  // Something thrown that is no Error (a route's thrown data, a body): named, never written out.
  if (!isError(err)) return err && typeof err === 'object' ? { type: err.constructor?.name ?? 'Object' } : { type: typeof err };
  const std = stdSerializers.err(err);
  const message = redactMessage(String(err.message ?? ''));
  const out: SerializedError = { type: std.type, message };
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  out.stack = [`${std.type}: ${message}`, ...frames].join('\n');
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string' || typeof code === 'number') out.code = typeof code === 'string' ? redactMessage(code) : code;
  if (typeof statusCode === 'number') out.statusCode = statusCode;
  if (isError(err.cause) && depth < 3) out.cause = serializeError(err.cause, depth + 1) as SerializedError;
  return out;
}

/** A request as logged: its method and path, the query string left out; where it came from. */
export function serializeRequest(req: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}): Record<string, unknown> {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? withoutQuery(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** A URL's path with any query string replaced by a mark that there was one. */
export const withoutQuery = (url: string): string => {
  const q = url.indexOf('?');
  return q < 0 ? url : `${url.slice(0, q)}?…`;
};

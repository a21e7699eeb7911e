// Judges one answer to a hostile request (issue: no 5xx, JSON only, no
// leaks). Text the request itself carried is not a leak when echoed back.
import type { FuzzRequest } from './request-generator.ts';
import { isApiUrl } from './route-variants.ts';

export type FailureKind = 'server-error' | 'overloaded' | 'not-json' | 'leak' | 'auth-not-refused';

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export const LEAK_PATTERNS: readonly RegExp[] = [
  /at .+\(.*:\d+:\d+\)/, // a stack frame
  /node_modules|\/work\/|\/home\/|\/usr\/|[A-Z]:\\/, // a file path
  /syntax error at or near|relation ".+" does not exist|duplicate key value|violates (foreign key|not-null|check) constraint/, // PostgreSQL
  /\b(TypeError|ReferenceError|RangeError|SyntaxError): /, // a JavaScript error's own text
];
/** SQL, looked for in refusals only: content pages say "delete it … from" in plain English. */
export const SQL_PATTERN = /\b(select|insert|update|delete)\b.+\b(from|into|set)\b/i;

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The strings (keys and values) of a JSON body, or the body itself when it is not JSON. */
function stringsOf(payload: string): string[] {
  const out = [payload];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        out.push(k);
        walk(v);
      }
    }
  };
  try {
    walk(JSON.parse(payload));
  } catch {
    // Not JSON: the payload as a whole is what may be echoed.
  }
  return out;
}

/** What the request carried, in the forms a server may echo it: raw, URL-decoded, JSON-escaped. */
function carriedText(request: FuzzRequest): string[] {
  const payload = request.payload === undefined ? '' : request.payload.toString();
  const [path = '', query = ''] = request.url.split('?', 2);
  const pieces = [request.url, path, ...path.split('/'), ...query.split(/[&=]/), ...stringsOf(payload), ...Object.values(request.headers)];
  const forms = pieces.flatMap((p) => [p, safeDecode(p)]).flatMap((p) => [p, JSON.stringify(p).slice(1, -1)]);
  return [...new Set(forms.filter((p) => p.length >= 4))].sort((a, b) => b.length - a.length);
}

/** The text of the first leak in the answer, once everything the request carried is taken out of it. */
export function leaksIn(answer: Answer, request: FuzzRequest): string | undefined {
  // The JSON-decoded strings too: a message's quotes are escaped in the raw body.
  let scrubbed = stringsOf(answer.body).join('\n');
  for (const text of carriedText(request)) scrubbed = scrubbed.split(text).join(' ');
  const patterns = answer.statusCode >= 400 ? [...LEAK_PATTERNS, SQL_PATTERN] : LEAK_PATTERNS;
  for (const pattern of patterns) {
    const match = pattern.exec(scrubbed);
    if (match) return match[0];
  }
  return undefined;
}

export function checkAnswer(request: FuzzRequest, answer: Answer): FailureKind[] {
  const failures: FailureKind[] = [];
  // 503 with Retry-After is how an overloaded database answers: legitimate, but not expected here.
  if (answer.statusCode === 503 && answer.headers['retry-after'] !== undefined) failures.push('overloaded');
  else if (answer.statusCode >= 500) failures.push('server-error');
  const type = String(answer.headers['content-type'] ?? '');
  let json = /^application\/json\b/i.test(type);
  if (json) {
    try {
      JSON.parse(answer.body);
    } catch {
      json = false;
    }
  }
  if (!json && isApiUrl(request.url)) failures.push('not-json');
  if (leaksIn(answer, request)) failures.push('leak');
  if (request.expectUnauthorised && answer.statusCode !== 401) failures.push('auth-not-refused');
  return failures;
}

// Turns the OpenAPI operations into a deterministic stream of hostile
// requests: each starts as a valid call (real ids, valid product.md §7 headers)
// and is spoiled in one place, so most reach the handler behind validation.
import type { AuthVariant } from './auth-variants.ts';
import { hostileBody } from './body-variants.ts';
import { BAD_PERCENT_ENCODINGS, hostileString } from './hostile-values.ts';
import { hostileMultipart, validUpload } from './multipart-variants.ts';
import { nearbyRoute } from './route-variants.ts';
import type { Operation } from './openapi-operations.ts';
import type { ExampleMaker } from './schema-examples.ts';
import { seededRandom, type Random } from './seeded-random.ts';

export interface FuzzRequest {
  opId: string;
  variant: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Spoiled credentials on a secured operation: the only right answer is 401. */
  expectUnauthorised: boolean;
}

export interface GeneratorOptions {
  operations: Operation[];
  seed: number;
  count: number;
  example: ExampleMaker;
  /** Valid product.md §7 headers; each request gets one of a few sessionIds. */
  clientHeaders: Record<string, string>;
  authVariants: AuthVariant[];
  /** A freshly solved captcha, for forms that ask for one. */
  captcha: () => Promise<string>;
}

type Kind =
  | 'valid'
  | 'param'
  | 'extra-query'
  | 'field'
  | 'edge'
  | 'drop'
  | 'proto'
  | 'whole'
  | 'malformed'
  | 'content-type'
  | 'oversized'
  | 'multipart'
  | 'auth'
  | 'route';

function kindsFor(op: Operation): [number, Kind][] {
  const hasParams = op.parameters.length > 0;
  const body = op.method === 'POST' || op.method === 'PUT' || op.method === 'PATCH';
  const weights: [number, Kind][] = [
    [6, 'valid'],
    [hasParams ? (body ? 14 : 45) : 0, 'param'],
    [body ? 4 : 12, 'extra-query'],
    [op.jsonBody ? 22 : 0, 'field'],
    [op.jsonBody ? 10 : 0, 'edge'],
    [op.jsonBody ? 4 : 0, 'drop'],
    [body ? 5 : 0, 'proto'],
    [body ? 5 : 0, 'whole'],
    [body ? 5 : 0, 'malformed'],
    [body ? 5 : 0, 'content-type'],
    [body ? 1.5 : 0, 'oversized'],
    [op.multipart ? 40 : 0, 'multipart'],
    [8, 'auth'],
    [4, 'route'],
  ];
  return weights.filter(([w]) => w > 0);
}

/** Percent-encodes, writing a lone surrogate as the invalid UTF-8 it would be. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split(/[\uD800-\uDFFF]/)
      .map(encodeURIComponent)
      .join('%ED%A0%80');
  }
}

const RAW_PATH_PIECES = [
  '..',
  '.',
  '../..',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '....//',
  'a/../../b',
  ';',
  '~',
  "!$&'()*+,;=:@",
  '//',
];
const EXTRA_QUERIES = [
  '__proto__[polluted]=yes',
  '__proto__=x',
  'constructor[prototype][polluted]=yes',
  'a[b][c][d]=1',
  '&&&==&',
  `x=${'y'.repeat(100_000)}`,
  Array.from({ length: 1000 }, (_, i) => `p${i}=1`).join('&'),
  '%00=%00',
  'q=%ED%A0%80',
];
const HEADER_SAFE = /^[\x20-\x7e]{0,20000}$/;

interface Draft {
  path: Record<string, string>;
  query: string[];
  headers: Record<string, string>;
}

export async function* hostileRequests(opts: GeneratorOptions): AsyncGenerator<FuzzRequest> {
  const rnd = seededRandom(opts.seed);
  for (let i = 0; i < opts.count; i++) {
    // Round robin over operations, so every one gets its share whatever the count.
    const op = opts.operations[i % opts.operations.length] as Operation;
    yield await buildRequest(op, rnd, opts, opts.seed + i);
  }
}

async function buildRequest(op: Operation, rnd: Random, opts: GeneratorOptions, seed: number): Promise<FuzzRequest> {
  const draft: Draft = {
    path: {},
    query: [],
    headers: { ...opts.clientHeaders, sessionid: `fuzz-session-${String(rnd.int(64)).padStart(3, '0')}` },
  };
  for (const p of op.parameters) {
    const value = opts.example(p.schema, p.name, rnd);
    if (p.in === 'path') draft.path[p.name] = encode(String(value));
    else if (p.in === 'header') draft.headers[p.name] = String(value);
    else if (p.required || rnd.chance(0.6)) for (const v of [value].flat()) draft.query.push(`${encode(p.name)}=${encode(String(v))}`);
  }
  const kind = rnd.weighted(kindsFor(op));
  let variant: string = kind;
  let expectUnauthorised = false;
  let contentType: string | undefined;
  let payload: string | Buffer | undefined;

  if (kind === 'param') variant = spoilParameter(op, draft, rnd, seed);
  if (kind === 'extra-query') draft.query.push(rnd.pick(EXTRA_QUERIES));
  if (kind === 'auth') {
    const auth = rnd.pick(opts.authVariants);
    draft.headers = auth.apply(draft.headers);
    variant = `auth:${auth.name}`;
    expectUnauthorised = op.secured;
  }
  const validCall = kind === 'valid' || kind === 'param' || kind === 'extra-query' || kind === 'auth' || kind === 'route';
  if (kind === 'multipart' || (op.multipart && !op.jsonBody && validCall)) {
    const body = kind === 'multipart' ? hostileMultipart(rnd) : validUpload();
    if (kind === 'multipart') variant = `multipart:${body.name}`;
    contentType = body.contentType;
    payload = body.payload;
  } else if (op.method === 'POST' || op.method === 'PUT' || op.method === 'PATCH') {
    const schema = op.jsonBody ?? { type: 'object' };
    const valid = opts.example(schema, 'body', rnd);
    const wantsCaptcha =
      Boolean(schema.properties?.recaptcha) && (kind === 'valid' || ((kind === 'field' || kind === 'edge') && rnd.chance(0.5)));
    if (wantsCaptcha && valid !== null && typeof valid === 'object') (valid as Record<string, unknown>).recaptcha = await opts.captcha();
    const body = hostileBody(kind, valid, schema, rnd, seed);
    if (kind !== 'param' && kind !== 'extra-query' && kind !== 'auth') variant = body.name + (wantsCaptcha ? '+captcha' : '');
    contentType = body.contentType;
    payload = body.payload;
  }

  let method = op.method;
  let path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => draft.path[name] ?? '');
  if (kind === 'route') {
    const route = nearbyRoute(op.method, path, rnd);
    ({ method, path } = route);
    variant = `route:${route.name}`;
  }
  const url = draft.query.length > 0 ? `${path}?${draft.query.join('&')}` : path;
  const headers = contentType === undefined ? draft.headers : { ...draft.headers, 'content-type': contentType };
  return { opId: op.id, variant, method, url, headers, expectUnauthorised, ...(payload === undefined ? {} : { payload }) };
}

function spoilParameter(op: Operation, draft: Draft, rnd: Random, seed: number): string {
  const p = rnd.pick(op.parameters);
  const mode = rnd.weighted([
    [6, 'hostile'],
    [1, 'bad-percent'],
    [p.in === 'path' ? 1 : 0, 'raw'],
    [p.in === 'path' ? 0 : 1, 'drop'],
    [p.in === 'query' ? 1 : 0, 'repeat'],
  ] as const);
  const value = hostileString(rnd, seed);
  const name = encode(p.name);
  if (p.in === 'path') {
    draft.path[p.name] = mode === 'hostile' ? encode(value) : mode === 'raw' ? rnd.pick(RAW_PATH_PIECES) : rnd.pick(BAD_PERCENT_ENCODINGS);
  } else if (p.in === 'header') {
    if (mode === 'drop') delete draft.headers[p.name];
    else draft.headers[p.name] = HEADER_SAFE.test(value) ? value : rnd.pick(['../../etc/passwd', "' OR '1'='1", '-1', 'x'.repeat(10_000)]);
  } else {
    const others = draft.query.filter((q) => !q.startsWith(`${name}=`));
    const hostile = `${name}=${mode === 'bad-percent' ? rnd.pick(BAD_PERCENT_ENCODINGS) : encode(value)}`;
    draft.query = mode === 'drop' ? others : mode === 'repeat' ? [...draft.query, hostile] : [...others, hostile];
  }
  return `param:${p.in}:${p.name}:${mode}`;
}

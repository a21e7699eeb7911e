// The browser API client of product.md §7: every call sends Authorization (bearer),
// brandKey and sessionId; the token comes from POST /api/token and is reused
// until 5 minutes before it expires; on a 401 it is refreshed once and the call
// retried; a token failure clears the stored token and is logged (product.md §8).
// A call names a route of the table (contract/api-routes.ts) and gets its
// reply type; the URL is built from the route's path and query schema, and the
// reply is checked against its schema.
import type { z } from 'zod';
import type { ApiRoute } from '../../../contract/api-routes.ts';
import { errorReplySchema, TOKEN_REFRESH_MARGIN_MS, tokenReplySchema, WIRE_NULL } from '../../../contract/api.ts';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ApiClientOptions<Routes extends Record<string, ApiRoute>> {
  /** The route table calls name (contract/api-routes.ts in the app). */
  routes: Routes;
  brandKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  storage?: KeyValueStore;
  now?: () => number;
  randomId?: () => string;
  log?: (message: string, error: unknown) => void;
}

export const TOKEN_KEY = 'mesa.token';
export const SESSION_KEY = 'mesa.sessionId';

/** A failed call: the status and, when the server sent the error reply (contract/api.ts), its message, field and code. */
export class ApiError extends Error {
  /** The request field the message is about (dot path), for a form to show it there. */
  readonly field: string | undefined;
  /** product.md §8 code, when the failure has one (9: the slot was just taken). */
  readonly code: number | undefined;
  /** The message is the server's own (the diner can be shown it), not `fallback`. */
  readonly fromServer: boolean;

  constructor(
    readonly status: number,
    fallback: string,
    body: unknown,
  ) {
    const reply = errorReplySchema.safeParse(body);
    super(reply.success ? reply.data.message : fallback);
    this.fromServer = reply.success;
    this.field = reply.data?.field;
    this.code = reply.data?.code;
  }
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
/**
 * Path and query values as a caller has them: the schema's output (numbers, lists, `null` for
 * "none"), optional where the wire may leave them out. The client turns them into strings.
 */
export type WireValues<S extends z.ZodType> = Simplify<
  { [K in Exclude<keyof z.output<S>, OptionalKeys<z.input<S>>>]: z.output<S>[K] } & {
    [K in Extract<keyof z.output<S>, OptionalKeys<z.input<S>>>]?: z.output<S>[K];
  }
>;

/** What a call of route R takes: its params, query, body and headers, each only if the route has them. */
export type CallInput<R extends ApiRoute> = (R extends { params: infer P extends z.ZodType }
  ? { params: WireValues<P> }
  : { params?: never }) &
  (R extends { query: infer Q extends z.ZodType } ? { query: WireValues<Q> } : { query?: never }) &
  (R extends { body: infer B extends z.ZodType }
    ? { body: z.input<B> }
    : R extends { consumes: readonly ['multipart/form-data'] }
      ? { body: FormData }
      : { body?: never }) &
  (R extends { headers: z.ZodType } ? { headers?: Record<string, string> } : { headers?: never });
type CallArgs<R extends ApiRoute> = {} extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];
export type ReplyOf<R extends ApiRoute> = z.output<R['reply']>;

interface AnyInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** `/api/booking/slots/:storeId` with `{ storeId: '1001' }` → `/api/booking/slots/1001`. */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(wireText(value));
  });
}

/** A path or query value as text: ids, numbers and booleans as they read, lists comma-separated. */
function wireText(value: unknown): string {
  if (Array.isArray(value)) return value.map(wireText).join(',');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`A ${typeof value} cannot travel in a URL`);
}

/**
 * The query string for the keys the route's query schema has: lists comma-separated, and
 * `null` as product.md §7's "null" (areaId=null), the one place the client writes it.
 */
export function queryOf(schema: z.ZodObject | undefined, values: Record<string, unknown> = {}): string {
  if (!schema) return '';
  const pairs: [string, string][] = [];
  for (const key of Object.keys(schema.shape)) {
    const value = values[key];
    if (value === undefined) continue;
    pairs.push([key, value === null ? WIRE_NULL : wireText(value)]);
  }
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '';
}

interface StoredToken {
  token: string;
  expiresAt: number;
}

export function createApiClient<Routes extends Record<string, ApiRoute>>(opts: ApiClientOptions<Routes>) {
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const storage = opts.storage ?? memoryStore();
  const now = opts.now ?? Date.now;
  const base = opts.baseUrl ?? '';
  const log = opts.log ?? ((m, e) => console.error(m, e));
  let inFlight: Promise<string> | null = null;

  function sessionId(): string {
    let id = storage.getItem(SESSION_KEY);
    if (!id || !/^[\w-]{8,64}$/.test(id)) {
      id = (opts.randomId ?? (() => crypto.randomUUID()))();
      storage.setItem(SESSION_KEY, id);
    }
    return id;
  }

  function storedToken(): string | null {
    try {
      const t = JSON.parse(storage.getItem(TOKEN_KEY) ?? 'null') as StoredToken | null;
      return t && typeof t.token === 'string' && now() < t.expiresAt - TOKEN_REFRESH_MARGIN_MS ? t.token : null;
    } catch {
      return null;
    }
  }

  async function fetchToken(clearCache: boolean): Promise<string> {
    try {
      const res = await doFetch(`${base}/api/token`, {
        method: 'POST',
        // sessionId too, so the server can limit token requests per session as well as per IP (decision 009).
        headers: { 'content-type': 'application/json', sessionId: sessionId() },
        body: JSON.stringify({ clearCache }),
      });
      if (!res.ok) throw new ApiError(res.status, `Token request failed with ${res.status}`, null);
      const { data } = tokenReplySchema.parse(await res.json());
      storage.setItem(TOKEN_KEY, JSON.stringify(data satisfies StoredToken));
      return data.token;
    } catch (err) {
      storage.removeItem(TOKEN_KEY);
      log('Could not get an API token', err);
      throw err;
    }
  }

  function token(force = false): Promise<string> {
    const cached = force ? null : storedToken();
    if (cached) return Promise.resolve(cached);
    // Concurrent calls share one token request.
    inFlight ??= fetchToken(force).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function send(method: string, path: string, body: unknown, bearer: string, extra: Record<string, string> = {}): Promise<Response> {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    return doFetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        brandKey: opts.brandKey,
        sessionId: sessionId(),
        ...extra,
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
    });
  }

  async function request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<unknown> {
    let res = await send(method, path, body, await token(), headers);
    if (res.status === 401) res = await send(method, path, body, await token(true), headers);
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) throw new ApiError(res.status, `Request failed with ${res.status}`, json);
    return json;
  }

  /** Calls the named route; resolves to its checked reply, or rejects with an ApiError. */
  async function call<N extends keyof Routes & string>(name: N, ...[input]: CallArgs<Routes[N]>): Promise<ReplyOf<Routes[N]>> {
    const route: ApiRoute = opts.routes[name]!;
    // The typed input, seen as its parts (CallInput guarantees each part's shape).
    const { params, query, body, headers }: AnyInput = input ?? {};
    const json = await request(route.method, pathOf(route.path, params) + queryOf(route.query, query), body, headers);
    return route.reply.parse(json) as ReplyOf<Routes[N]>;
  }

  return { call, sessionId, token };
}

export function memoryStore(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

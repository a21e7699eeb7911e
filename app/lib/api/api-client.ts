// The browser API client of SPEC §7: every call sends Authorization (bearer),
// brandKey and sessionId; the token comes from POST /api/token and is reused
// until 5 minutes before it expires; on a 401 it is refreshed once and the call
// retried; a token failure clears the stored token and is logged (SPEC §8).
import type { z } from 'zod';
import { TOKEN_REFRESH_MARGIN_MS, tokenReplySchema } from '../../../contract/api.ts';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ApiClientOptions {
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

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

interface StoredToken {
  token: string;
  expiresAt: number;
}

export function createApiClient(opts: ApiClientOptions) {
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
        // sessionId too, so the server can limit token requests per session as well as per IP (issue 8).
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

  async function request<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<z.infer<S>> {
    let res = await send(method, path, body, await token(), headers);
    if (res.status === 401) res = await send(method, path, body, await token(true), headers);
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const message = (json as { message?: unknown } | null)?.message;
      throw new ApiError(res.status, typeof message === 'string' ? message : `Request failed with ${res.status}`, json);
    }
    return schema.parse(json);
  }

  return {
    get: <S extends z.ZodType>(path: string, schema: S) => request('GET', path, schema),
    post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, headers?: Record<string, string>) =>
      request('POST', path, schema, body, headers),
    delete: <S extends z.ZodType>(path: string, schema: S) => request('DELETE', path, schema),
    sessionId,
    token,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function memoryStore(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

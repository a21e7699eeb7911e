// The one browser API client (product.md §7), created on first use with the brand
// key the server rendered into the page; state (token, sessionId) lives in
// localStorage, so every feature shares it. Calls name a route of the table
// in contract/api-routes.ts: `api.call('bookingSlots', { params, query })`.
import { apiRoutes, type ApiRoutes } from '../../../contract/api-routes.ts';
import { useRootData } from '../root-data.ts';
import { createApiClient } from './api-client.ts';

export type ApiClient = ReturnType<typeof createApiClient<ApiRoutes>>;

let shared: ApiClient | null = null;

export function getApiClient(brandKey: string): ApiClient {
  shared ??= createApiClient({ routes: apiRoutes, brandKey, storage: safeLocalStorage() });
  return shared;
}

/** For components: the shared client, with the brand key from the root loader. */
export function useApiClient(): ApiClient {
  const brandKey = useRootData()?.brandKey ?? '';
  return getApiClient(brandKey);
}

function safeLocalStorage(): Storage | undefined {
  try {
    const probe = '__mesa_probe__';
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    return undefined; // private mode or blocked storage: keep state in memory
  }
}

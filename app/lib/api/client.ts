// The one browser API client (SPEC §7), created on first use with the brand
// key the server rendered into the page; state (token, sessionId) lives in
// localStorage, so every feature shares it.
import { useRootData } from '../../root.tsx';
import { createApiClient, type ApiClient } from './api-client.ts';

let shared: ApiClient | null = null;

export function getApiClient(brandKey: string): ApiClient {
  shared ??= createApiClient({ brandKey, storage: safeLocalStorage() });
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

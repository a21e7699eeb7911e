// product.md §8: a failed script-chunk load (a deploy replaced the hashed files)
// reloads the page, at most once per 60 s.
import { mayReloadForChunk } from './scroll.ts';

const KEY = 'mesa.chunkReloadAt';

export function reloadAfterChunkError(): boolean {
  let last: number | null = null;
  try {
    last = Number(sessionStorage.getItem(KEY)) || null;
  } catch {
    // storage may be blocked; reload is still guarded below by the caller's single call
  }
  if (!mayReloadForChunk(last, Date.now())) return false;
  try {
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    return false; // without storage we cannot guard against a reload loop
  }
  window.location.reload();
  return true;
}

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(error.message);

export function installChunkReload(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}

// product.md §2: navigating to a hash scrolls smoothly to the element, offset by the
// header height, plus 15px on screens 576px wide or wider.
export const WIDE_SCREEN_PX = 576;
export const WIDE_EXTRA_OFFSET_PX = 15;

export function hashScrollTarget(elementTop: number, scrollY: number, headerHeight: number, viewportWidth: number): number {
  const offset = headerHeight + (viewportWidth >= WIDE_SCREEN_PX ? WIDE_EXTRA_OFFSET_PX : 0);
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/** product.md §8: a failed chunk load reloads the page, at most once per minute. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function mayReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

// Keyboard movement in a tab list (WAI-ARIA Authoring Practices, "Tabs"):
// arrows move to the neighbouring tab and wrap, Home and End go to the ends.

/** The tab to select after `key` on tab `current` of `count`, or null when the key is not a tab key. */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

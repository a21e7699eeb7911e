// Whether a media query matches, known only in the browser: null on the server
// and while hydrating, so the server's markup (which cannot know the screen)
// is what the first browser render agrees with.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}

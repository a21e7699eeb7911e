// Moves focus to an element once React has drawn the change that made it (a
// moved tile's button, a new row's first field): a keyboard user stays where
// they were working (product.md D9: the editor works by keyboard).
import { useCallback, useEffect, useState } from 'react';

export function useFocusAfterRender(): (id: string) => void {
  // A new object each time, so asking for the same element twice still moves focus.
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return useCallback((id: string) => setTarget({ id }), []);
}

// Moves keyboard and screen-reader focus to what a step just showed (the
// confirmation heading, a result or an error message), once per new `key`.
import { useEffect, useRef } from 'react';

export function useFocusWhen<T extends HTMLElement>(key: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key !== null) ref.current?.focus();
  }, [key]);
  return ref;
}

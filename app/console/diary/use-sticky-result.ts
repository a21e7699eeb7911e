// An action's answer that outlives the live refresh: React Router forgets
// actionData when the loaders are revalidated, which would take the status
// message (and the focus resting on it) away two seconds after a quick
// action. It is kept until the next answer or the next navigation.
import { useState } from 'react';
import { useLocation } from 'react-router';

export function useStickyResult<T>(result: T | undefined): T | undefined {
  const { key } = useLocation();
  const [kept, setKept] = useState({ key, result });
  if (kept.key !== key || (result !== undefined && result !== kept.result)) {
    // Adjusting state while rendering (React's pattern for "state derived from a changed prop").
    setKept({ key, result });
    return result;
  }
  return kept.result;
}

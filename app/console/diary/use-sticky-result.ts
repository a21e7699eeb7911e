// An action's answer that outlives the live refresh: React Router forgets
// actionData when the loaders are revalidated, which would take the status
// message (and the focus resting on it) away two seconds after a quick
// action. It is kept until the next answer or until the page shows another
// `scope` (the diary: another restaurant or day). Switching the same day
// between grid and list keeps it, so nothing above the bookings comes or goes
// and the page stays where it is (decision 063).
import { useState } from 'react';

export function useStickyResult<T>(result: T | undefined, scope: string): T | undefined {
  const [kept, setKept] = useState({ scope, result });
  if (kept.scope !== scope || (result !== undefined && result !== kept.result)) {
    // Adjusting state while rendering (React's pattern for "state derived from a changed prop").
    setKept({ scope, result });
    return result;
  }
  return kept.result;
}

// True once the page has loaded in the browser, set in a transition so React
// renders what waits for it in slices between the host's own input: for the
// grid view's printed day sheet, which the server leaves out (decision 033
// "Performance": the diary page's HTML, 200 bookings, a quarter smaller).
import { startTransition, useEffect, useState } from 'react';

export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => startTransition(() => setLoaded(true)), []);
  return loaded;
}

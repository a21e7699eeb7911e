// Prints the page. A button only with JavaScript: without it, the browser's own print does the same.
import { useEffect, useState } from 'react';

export function PrintButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? (
    <button type="button" className="button button--secondary" onClick={() => window.print()}>
      Print the sheet
    </button>
  ) : null;
}

// What the last studio form did (issue 26), where a keyboard or screen-reader
// user meets it: a status when it worked, an alert with every problem when it
// did not, and what they sent, so nothing they typed is lost. Focus moves to it.
import { useEffect, useRef } from 'react';
import type { StudioResult } from './studio-reply.server.ts';
import styles from './studio.module.css';

export function StudioOutcome({ result }: { result: StudioResult | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  // A tile moved without JavaScript says so in its own list, where focus stays (tile-list.tsx): nothing to say here.
  const says = !!(result?.ok ?? result?.error);
  useEffect(() => {
    if (says) ref.current?.focus();
  }, [result, says]);
  if (!result || !says) return null;
  if (result.ok)
    return (
      <div ref={ref} tabIndex={-1} role="status" className={styles.ok}>
        <p>{result.ok}</p>
      </div>
    );
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={styles.problem}>
      <p>
        <strong>{result.error}</strong>
      </p>
      {result.problems && result.problems.length > 0 && (
        <ul>
          {result.problems.map((p, i) => (
            <li key={i}>
              {p.path ? <code>{p.path}</code> : 'The document'}: {p.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

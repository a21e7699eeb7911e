// What the last studio form did (product.md D9), where a keyboard or screen-reader
// user meets it: a status when it worked, an alert with every problem when it
// did not, and what they sent, so nothing they typed is lost. Focus moves to it.
// It waits for the page's data to be read again after the save: React Router
// hands over the form's answer before that, and "Draft saved" beside a panel
// still saying "No draft" would contradict itself.
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import type { StudioResult } from './studio-result.ts';
import styles from './studio.module.css';

export function StudioOutcome({ result }: { result: StudioResult | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  // A tile moved without JavaScript says so in its own list, where focus stays (tile-list.tsx): nothing to say here.
  const settled = useNavigation().state === 'idle';
  const says = settled && !!(result?.ok ?? result?.error);
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

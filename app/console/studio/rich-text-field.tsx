// A tile's rich text in the page form (issue 26). The server renders a plain
// text box of the text, so the field shows it and posts it without JavaScript;
// once the page runs in the browser, the editor (rich-text-editor.tsx, loaded
// on demand so the console's other pages do not carry it) takes its place and
// writes its HTML into a hidden input the form posts. The server keeps only the
// tags the site renders (contract/rich-text.ts) either way.
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import consoleStyles from '../console.module.css';
import styles from './page-form.module.css';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** True in the browser once hydrated, false on the server and in the hydrating render. */
const useHydrated = () =>
  useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

interface RichTextFieldProps {
  /** A stable id for the field (it does not change when its tile moves). */
  id: string;
  name: string;
  label: ReactNode;
  hint: ReactNode;
  value: string;
  error: string | undefined;
}

export function RichTextField({ id, name, label, hint, value, error }: RichTextFieldProps) {
  const hydrated = useHydrated();
  const [html, setHtml] = useState(value);
  const labelId = `${id}-label`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const fallback = (
    <textarea
      id={id}
      name={name}
      rows={6}
      defaultValue={html}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      onChange={(e) => setHtml(e.target.value)}
    />
  );
  return (
    <div className={consoleStyles.field}>
      {hydrated ? (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      ) : (
        <label id={labelId} htmlFor={id}>
          {label}
        </label>
      )}
      {hydrated ? (
        <Suspense fallback={fallback}>
          <input type="hidden" name={name} value={html} />
          <RichTextEditor id={id} labelId={labelId} describedBy={describedBy} invalid={!!error} initial={html} onChange={setHtml} />
        </Suspense>
      ) : (
        fallback
      )}
      {hint && (
        <p id={`${id}-hint`} className={consoleStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={consoleStyles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

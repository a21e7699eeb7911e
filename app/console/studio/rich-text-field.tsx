// A tile's rich text in the page form (decision 054). The server renders a plain
// text box of the text, so the field shows it and posts it without JavaScript;
// once the page runs in the browser and the editor (rich-text-editor.tsx,
// loaded on demand so the console's other pages do not carry it) has loaded,
// it takes the box's place with what is in the box then — nothing typed while
// it loaded is lost — and writes its HTML into a hidden input the form posts. The server keeps only the
// tags the site renders (contract/rich-text.ts) either way.
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import consoleStyles from '../console.module.css';
import styles from './page-form.module.css';

/**
 * What was typed in a rich-text box before React took the page over: hydrating sets a box back to the server's
 * text, and no change event reaches React before then. Noted from the first input event on, until a field reads it.
 */
const typedEarly = new Map<string, string>();
const noteTyping = (e: Event) => {
  if (e.target instanceof HTMLTextAreaElement && e.target.dataset.richText !== undefined) typedEarly.set(e.target.id, e.target.value);
};
if (typeof document !== 'undefined') document.addEventListener('input', noteTyping, true);

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
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  const [html, setHtml] = useState(value);
  const [focusEditor, setFocusEditor] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    document.removeEventListener('input', noteTyping, true);
    const early = typedEarly.get(id);
    typedEarly.delete(id);
    if (early !== undefined && box.current) {
      box.current.value = early;
      setHtml(early);
    }
    // The box stays until the editor has loaded, and the editor starts from what is in it then, focus included.
    let live = true;
    void import('./rich-text-editor.tsx').then((m) => {
      if (!live) return;
      if (box.current) setHtml(box.current.value);
      setFocusEditor(document.activeElement === box.current);
      setEditor(() => m.default);
    });
    return () => {
      live = false;
    };
  }, [id]);
  const labelId = `${id}-label`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={consoleStyles.field}>
      {Editor ? (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      ) : (
        <label id={labelId} htmlFor={id}>
          {label}
        </label>
      )}
      {Editor ? (
        <>
          <input type="hidden" name={name} value={html} />
          <Editor
            id={id}
            labelId={labelId}
            describedBy={describedBy}
            invalid={!!error}
            initial={html}
            autofocus={focusEditor}
            onChange={setHtml}
          />
        </>
      ) : (
        <textarea
          ref={box}
          id={id}
          data-rich-text=""
          name={name}
          rows={6}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => setHtml(e.target.value)}
        />
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

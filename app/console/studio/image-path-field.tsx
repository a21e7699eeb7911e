// An image path of the page form (product.md D9): typed, or chosen from the
// pictures the pages already name (a datalist), with its hint and its error
// tied to it. Uploads come through the studio's image field.
import type { ReactNode } from 'react';
import { fieldId } from './studio-field-id.ts';
import consoleStyles from '../console.module.css';

interface ImagePathFieldProps {
  prefix: string;
  name: string;
  label: ReactNode;
  values: Record<string, string>;
  errors: Record<string, string>;
  hint?: ReactNode;
  /** The id of the datalist of known /images/… paths. */
  list: string;
}

export function ImagePathField({ prefix, name, label, values, errors, hint, list }: ImagePathFieldProps) {
  const id = fieldId(prefix, name);
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={consoleStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        list={list}
        defaultValue={values[name] ?? ''}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
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

/** The known /images/… paths, offered by every image field that names `id`. */
export function ImagePathList({ id, paths }: { id: string; paths: readonly string[] }) {
  return (
    <datalist id={id}>
      {paths.map((p) => (
        <option key={p} value={p} />
      ))}
    </datalist>
  );
}

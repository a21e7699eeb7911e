// The documents an import kept as the studio has them (decision 061): each by
// name, who changed it and which fields, with a box to replace it with the
// file's copy the next time the file is imported. Drawn inside the import form.
import styles from './studio.module.css';
import type { ImportConflictRow } from './import-outcome.ts';

export function ImportConflictsList({ conflicts }: { conflicts: ImportConflictRow[] | undefined }) {
  if (!conflicts?.length) return null;
  return (
    <fieldset className={styles.conflicts} aria-describedby="import-conflicts-hint">
      <legend>Changed in the studio since the file was exported</legend>
      <p id="import-conflicts-hint">
        These were kept as the studio has them. To replace one with the file’s copy, tick it, choose the file again and import: the editor’s
        change is then undone.
      </p>
      <ul>
        {conflicts.map((c) => (
          <li key={c.key}>
            <input type="checkbox" id={`replace-${c.key}`} name="replace" value={c.key} />{' '}
            <label htmlFor={`replace-${c.key}`}>Replace {c.name} with the file’s copy</label>
            <p>
              Changed by {c.by} in version {c.version}: {c.fields.join('; ')}
            </p>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

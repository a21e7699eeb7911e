// The file-upload control (product.md §2): the chosen files listed with their size
// and a remove button each. Files upload as soon as they are chosen; the
// browser checks count, size and type first for a quick message, and the
// server checks them again by content.
import { useRef, useState } from 'react';
import { FILE_ACCEPT, MAX_FILE_BYTES, MAX_FILES, type UploadedFile } from '../../../contract/forms.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { FieldMessages } from './form-fields.tsx';
import styles from './forms.module.css';

const EXTENSIONS = /\.(pdf|jpe?g|png|heic|docx)$/i;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The browser's first check; returns a message for a file it would refuse. */
export function checkFile(file: { name: string; size: number }): string | null {
  if (!EXTENSIONS.test(file.name)) return `${file.name}: Please attach a PDF, JPEG, PNG, HEIC or Word (DOCX) file`;
  if (file.size > MAX_FILE_BYTES) return `${file.name}: Each file must be 10 MB or smaller`;
  if (file.size === 0) return `${file.name}: The file is empty`;
  return null;
}

interface Props {
  id: string;
  api: ApiClient;
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  error?: string | undefined;
  onError: (message: string | undefined) => void;
}

export function FileUpload({ id, api, files, onChange, error, onError }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const inputId = `${id}-files`;

  async function choose(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (chosen.length === 0 || busy) return;
    if (files.length + chosen.length > MAX_FILES) return onError(`Please attach at most ${MAX_FILES} files`);
    const problem = chosen.map(checkFile).find(Boolean);
    if (problem) return onError(problem);
    onError(undefined);
    const body = new FormData();
    for (const f of chosen) body.append('files', f, f.name);
    setBusy(true);
    setAnnouncement(`Uploading ${chosen.length === 1 ? chosen[0]!.name : `${chosen.length} files`}…`);
    try {
      const { data } = await api.call('contactUpload', { body });
      onChange([...files, ...data.files]);
      setAnnouncement(`${data.files.map((f) => f.name).join(', ')} attached.`);
    } catch (err) {
      setAnnouncement('');
      onError(err instanceof ApiError ? err.message : 'Sorry, the file could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  function remove(file: UploadedFile, index: number) {
    onChange(files.filter((f) => f.id !== file.id));
    setAnnouncement(`${file.name} removed.`);
    api.call('contactUploadRemove', { params: { id: file.id } }).catch(() => undefined); // unsent files expire anyway
    // Keep focus in the list: on the next file's remove button, or back on the file input.
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>(`#${CSS.escape(inputId)}-list button`);
      (buttons[Math.min(index, buttons.length - 1)] ?? input.current)?.focus();
    });
  }

  const hint = `Optional. Up to ${MAX_FILES} files, 10 MB each: PDF, JPEG, PNG, HEIC or Word (DOCX).`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        Attach files
      </label>
      {/* The real input lies, transparent, over a button-styled face: clicks, taps, keyboard focus and
          screen readers all reach the input itself, with its label (product.md D7: no bare "Choose Files"). */}
      <div className={styles.filePicker}>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={FILE_ACCEPT}
          className={styles.fileInput}
          onChange={(e) => void choose(e.target.files)}
          disabled={files.length >= MAX_FILES}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${inputId}-hint`, error ? `${inputId}-error` : ''].filter(Boolean).join(' ')}
        />
        <span className={`button button--secondary ${styles.fileButton}`} aria-hidden="true">
          {busy ? 'Uploading…' : files.length > 0 ? 'Add more files' : 'Choose files'}
        </span>
      </div>
      <FieldMessages id={inputId} hint={hint} error={error} />
      {files.length > 0 && (
        <ul id={`${inputId}-list`} className={styles.files} aria-label="Attached files">
          {files.map((f, i) => (
            <li key={f.id} className={styles.file}>
              <span>
                <span className={styles.fileName}>{f.name}</span> <span className={styles.fileSize}>({formatSize(f.size)})</span>
              </span>
              <button type="button" className={`button button--secondary ${styles.small}`} onClick={() => remove(f, i)}>
                Remove<span className="visually-hidden"> {f.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}

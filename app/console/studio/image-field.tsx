// A content image in a studio form (issue 26 "Images"): the wide and the narrow
// picture chosen from the site's own or the uploaded ones, or a new one
// uploaded from a native file input; its alt text, required unless "Decorative"
// is ticked; and a focal point for each width, typed in per cent or set by
// clicking the thumbnail. Each error sits by its field. The upload posts its own
// form (ImageUploadForm, placed outside the document's form: forms do not
// nest), which the file input and its button belong to by their form attribute.
import { useState, type MouseEvent } from 'react';
import { useFetcher } from 'react-router';
import type { UploadedImage } from '../../../contract/studio-images.ts';
import { CsrfField } from '../csrf-field.tsx';
import consoleStyles from '../console.module.css';
import { uploadedChoice, type ImageChoice } from './image-field-values.ts';
import { fieldId } from './studio-fields.tsx';
import styles from './studio.module.css';

export const IMAGE_UPLOAD_URL = '/console/content/images/';

/** What the upload action answers. */
export interface ImageUploadResult {
  ok?: string;
  error?: string;
  fieldErrors: Record<string, string>;
  uploaded?: UploadedImage;
}

const uploadFormId = (prefix: string, name: string) => `${prefix}-${name}-upload`;

/** The upload's own form, to place outside the document's form; the field's file input and button post it. */
export function ImageUploadForm({ prefix, name, csrfToken }: { prefix: string; name: string; csrfToken: string }) {
  const id = uploadFormId(prefix, name);
  const fetcher = useFetcher<ImageUploadResult>({ key: id });
  return (
    <fetcher.Form id={id} method="post" action={IMAGE_UPLOAD_URL} encType="multipart/form-data" hidden>
      <CsrfField token={csrfToken} />
    </fetcher.Form>
  );
}

interface ImageFieldProps {
  /** The form's id prefix ('offer'). */
  prefix: string;
  /** The fields' name prefix ('image' → imageDesktop, imageAlt, …). */
  name: string;
  legend: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  choices: ImageChoice[];
}

type Width = 'Desktop' | 'Mobile';
type FocusPart = `Focus${Width}${'X' | 'Y'}`;
const FOCUS_PARTS: FocusPart[] = ['FocusDesktopX', 'FocusDesktopY', 'FocusMobileX', 'FocusMobileY'];
const WIDTHS: { width: Width; label: string; focusLabel: string }[] = [
  { width: 'Desktop', label: 'Wide picture (desktop)', focusLabel: 'Desktop focal point' },
  { width: 'Mobile', label: 'Narrow picture (phone)', focusLabel: 'Phone focal point' },
];

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function ImageField({ prefix, name, legend, values, errors, choices }: ImageFieldProps) {
  const fetcher = useFetcher<ImageUploadResult>({ key: uploadFormId(prefix, name) });
  const field = (part: string) => `${name}${part}`;
  const id = (part: string) => fieldId(prefix, field(part));
  const [files, setFiles] = useState<Record<Width, string>>({
    Desktop: values[field('Desktop')] ?? '',
    Mobile: values[field('Mobile')] ?? '',
  });
  const [decorative, setDecorative] = useState(values[field('Decorative')] === 'on');
  const [focus, setFocus] = useState<Record<FocusPart, string>>(
    () => Object.fromEntries(FOCUS_PARTS.map((p) => [p, values[field(p)] ?? ''])) as Record<FocusPart, string>,
  );
  const [added, setAdded] = useState<ImageChoice[]>([]);

  // A picture just uploaded joins the choices and is chosen for both widths (once per answer, while rendering:
  // react.dev "Adjusting some state when a prop changes").
  const uploaded = fetcher.data?.uploaded;
  const [handled, setHandled] = useState<UploadedImage | undefined>(undefined);
  if (uploaded && uploaded !== handled) {
    const choice = uploadedChoice(uploaded);
    setHandled(uploaded);
    setAdded((known) => (known.some((c) => c.path === choice.path) ? known : [choice, ...known]));
    setFiles({ Desktop: choice.path, Mobile: choice.path });
  }

  const all = [...added, ...choices.filter((c) => !added.some((a) => a.path === c.path))];
  for (const path of Object.values(files))
    if (path && !all.some((c) => c.path === path)) all.push({ path, label: path, uploaded: false, thumb: null });
  const groups = [
    { label: 'Uploaded pictures', items: all.filter((c) => c.uploaded) },
    { label: 'The site’s pictures', items: all.filter((c) => !c.uploaded) },
  ].filter((g) => g.items.length);

  const setFromClick = (width: Width) => (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = (n: number) => String(Math.round(Math.min(100, Math.max(0, n * 100))));
    setFocus((f) => ({
      ...f,
      [`Focus${width}X`]: at((event.clientX - box.left) / box.width),
      [`Focus${width}Y`]: at((event.clientY - box.top) / box.height),
    }));
  };

  const uploading = fetcher.state !== 'idle';
  const uploadError = fetcher.data?.fieldErrors.file ?? fetcher.data?.error;
  const altError = errors[field('Alt')];

  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={consoleStyles.field}>
        <label htmlFor={id('File')}>Upload a new picture</label>
        <input
          id={id('File')}
          type="file"
          name="file"
          form={uploadFormId(prefix, name)}
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-invalid={uploadError ? true : undefined}
          aria-describedby={describedBy(`${id('File')}-hint`, uploadError && `${id('File')}-error`)}
        />
        <p id={`${id('File')}-hint`} className={consoleStyles.hint}>
          A JPEG, PNG, WebP or AVIF picture of up to 10 MB. Once uploaded it is chosen below for both widths.
        </p>
        {uploadError && (
          <p id={`${id('File')}-error`} className={consoleStyles.fieldError}>
            {uploadError}
          </p>
        )}
        <p>
          <button type="submit" form={uploadFormId(prefix, name)} className="button" disabled={uploading}>
            {uploading ? 'Uploading…' : 'Upload the picture'}
          </button>
        </p>
        <p role="status" className={consoleStyles.hint}>
          {fetcher.data?.ok ?? ''}
        </p>
      </div>

      {WIDTHS.map(({ width, label, focusLabel }) => {
        const error = errors[field(width)];
        const chosen = all.find((c) => c.path === files[width]);
        const x = focus[`Focus${width}X`];
        const y = focus[`Focus${width}Y`];
        return (
          <div key={width} className={styles.imagePart}>
            <div className={consoleStyles.field}>
              <label htmlFor={id(width)}>{label}</label>
              <select
                id={id(width)}
                name={field(width)}
                value={files[width]}
                onChange={(e) => setFiles((f) => ({ ...f, [width]: e.target.value }))}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(error && `${id(width)}-error`)}
              >
                {groups.map((g) => (
                  <optgroup key={g.label} label={g.label}>
                    {g.items.map((c) => (
                      <option key={c.path} value={c.path}>
                        {c.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              {error && (
                <p id={`${id(width)}-error`} className={consoleStyles.fieldError}>
                  {error}
                </p>
              )}
            </div>
            {chosen?.thumb && (
              <div className={styles.thumb}>
                {/* A pointer's shortcut: the focal point's number fields below do the same by keyboard. */}
                {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
                <img src={chosen.thumb} alt="" onClick={setFromClick(width)} />
                <span className={styles.focusMarker} style={{ left: `${x || 50}%`, top: `${y || 50}%` }} aria-hidden="true" />
              </div>
            )}
            <fieldset className={styles.focusPoint}>
              <legend>{focusLabel}</legend>
              <p id={`${id(`Focus${width}`)}-hint`} className={consoleStyles.hint}>
                Where the subject is, in per cent from the left and from the top (empty: the centre). Cropped pictures keep it in view.
                {chosen?.thumb ? ' Or click the picture.' : ''}
              </p>
              {(['X', 'Y'] as const).map((axis) => {
                const part: FocusPart = `Focus${width}${axis}`;
                const partError = errors[field(part)];
                return (
                  <div key={axis} className={consoleStyles.field}>
                    <label htmlFor={id(part)}>{`${focusLabel} ${axis === 'X' ? 'across' : 'down'} (%)`}</label>
                    <input
                      id={id(part)}
                      name={field(part)}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      max={100}
                      step="any"
                      value={focus[part]}
                      onChange={(e) => setFocus((f) => ({ ...f, [part]: e.target.value }))}
                      aria-invalid={partError ? true : undefined}
                      aria-describedby={describedBy(`${id(`Focus${width}`)}-hint`, partError && `${id(part)}-error`)}
                    />
                    {partError && (
                      <p id={`${id(part)}-error`} className={consoleStyles.fieldError}>
                        {partError}
                      </p>
                    )}
                  </div>
                );
              })}
            </fieldset>
          </div>
        );
      })}

      <div className={consoleStyles.field}>
        <label htmlFor={id('Alt')}>Describe the picture (alt text)</label>
        <input
          id={id('Alt')}
          name={field('Alt')}
          type="text"
          defaultValue={values[field('Alt')] ?? ''}
          required={!decorative}
          aria-invalid={altError ? true : undefined}
          aria-describedby={describedBy(`${id('Alt')}-hint`, altError && `${id('Alt')}-error`)}
        />
        <p id={`${id('Alt')}-hint`} className={consoleStyles.hint}>
          What the picture shows, for people who cannot see it. Not needed when it is marked decorative.
        </p>
        {altError && (
          <p id={`${id('Alt')}-error`} className={consoleStyles.fieldError}>
            {altError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={id('Decorative')} className={styles.check}>
          <input
            id={id('Decorative')}
            name={field('Decorative')}
            type="checkbox"
            checked={decorative}
            onChange={(e) => setDecorative(e.target.checked)}
            aria-describedby={`${id('Decorative')}-hint`}
          />
          Decorative
        </label>
        <p id={`${id('Decorative')}-hint`} className={consoleStyles.hint}>
          Tick only when the picture says nothing the page does not: screen readers then pass over it.
        </p>
      </div>
    </fieldset>
  );
}

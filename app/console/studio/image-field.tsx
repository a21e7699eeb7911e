// A content image in a studio form (decision 037 "Images"): the wide and the narrow
// picture chosen from the site's own or the uploaded ones, or a new one
// uploaded from a native file input; its alt text, required unless "Decorative"
// is ticked; and a focal point for each width, typed in per cent or set by
// clicking the thumbnail. Each error sits by its field. The upload posts its own
// form (image-upload-control.tsx: ImageUploadForm, placed outside the
// document's form, since forms do not nest), which the file input and its
// button belong to by their form attribute.
import { useState, type MouseEvent } from 'react';
import consoleStyles from '../console.module.css';
import type { ImageChoice } from './image-field-values.ts';
import { describedBy } from '../form-kit/field-parts.tsx';
import { PictureSelect, UploadControl, allChoices, uploadFormId, useImageUpload } from './image-upload-control.tsx';
import { fieldId } from './studio-field-id.ts';
import styles from './studio.module.css';

interface ImageFieldProps {
  /** The form's id prefix ('offer'). */
  prefix: string;
  /** The fields' name prefix ('image' → imageDesktop, imageAlt, …; 'tiles.2.bg' → tiles.2.bgDesktop, …). */
  name: string;
  legend: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  choices: readonly ImageChoice[];
  /** The upload form's id (ImageUploadForm), when not the prefix's and the name's (a tile's stays with it as it moves). */
  uploadId?: string;
  /** The picture may be left out (a tile's background): each width offers "No picture", and the alt text is asked for only with one. */
  optional?: boolean;
  /** The fieldset's class, when it sits inside another group (a tile's). */
  className?: string;
}

type Width = 'Desktop' | 'Mobile';
type FocusPart = `Focus${Width}${'X' | 'Y'}`;
const FOCUS_PARTS: FocusPart[] = ['FocusDesktopX', 'FocusDesktopY', 'FocusMobileX', 'FocusMobileY'];
const WIDTHS: { width: Width; label: string; focusLabel: string }[] = [
  { width: 'Desktop', label: 'Wide picture (desktop)', focusLabel: 'Desktop focal point' },
  { width: 'Mobile', label: 'Narrow picture (phone)', focusLabel: 'Phone focal point' },
];

export function ImageField({ prefix, name, legend, values, errors, choices, uploadId, optional, className }: ImageFieldProps) {
  const upload = uploadId ?? uploadFormId(prefix, name);
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
  // A picture just uploaded is chosen for both widths.
  const { fetcher, added } = useImageUpload(upload, (choice) => setFiles({ Desktop: choice.path, Mobile: choice.path }));
  const all = allChoices(added, choices, Object.values(files));
  const altNeeded = !decorative && (!optional || !!files.Desktop || !!files.Mobile);

  const setFromClick = (width: Width) => (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = (n: number) => String(Math.round(Math.min(100, Math.max(0, n * 100))));
    setFocus((f) => ({
      ...f,
      [`Focus${width}X`]: at((event.clientX - box.left) / box.width),
      [`Focus${width}Y`]: at((event.clientY - box.top) / box.height),
    }));
  };

  const altError = errors[field('Alt')];

  return (
    <fieldset className={className ?? styles.fieldset}>
      <legend>{legend}</legend>
      <UploadControl id={id('File')} uploadId={upload} fetcher={fetcher} chosen="below for both widths" />

      {WIDTHS.map(({ width, label, focusLabel }) => {
        const error = errors[field(width)];
        const chosen = all.find((c) => c.path === files[width]);
        const x = focus[`Focus${width}X`];
        const y = focus[`Focus${width}Y`];
        return (
          <div key={width} className={styles.imagePart}>
            <PictureSelect
              id={id(width)}
              name={field(width)}
              label={label}
              value={files[width]}
              onChange={(path) => setFiles((f) => ({ ...f, [width]: path }))}
              choices={all}
              none={optional ? 'No picture' : undefined}
              error={error}
            />
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
          required={altNeeded}
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

// The parts every studio picture field shares (decision 037 "Images"): the
// upload's own form (placed outside the document's form: forms do not nest),
// the file input and button that post it by their form attribute, what an
// upload adds to the choices, and the select of pictures in their groups.
import type { FormReply } from '../form-kit/form-reply.ts';
import { useState, type ReactNode } from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router';
import type { UploadedImage } from '../../../contract/studio-images.ts';
import { CsrfField } from '../csrf-field.tsx';
import { describedBy } from '../form-kit/field-parts.tsx';
import consoleStyles from '../console.module.css';
import { uploadedChoice, type ImageChoice } from './image-field-values.ts';

export const IMAGE_UPLOAD_URL = '/console/content/images/';

/** What the upload action answers. */
/** The console's one form reply (decision 070), as the studio says it (studio-result.ts), with the picture uploaded. */
export type ImageUploadResult = FormReply<{ ok?: string; error?: string; uploaded?: UploadedImage }>;

/** The id of a picture field's upload form ('offer', 'image' → offer-image-upload). */
export const uploadFormId = (prefix: string, name: string) => `${prefix}-${name}-upload`;

/** The upload's own form, to place outside the document's form; the field's file input and button post it. */
export function ImageUploadForm({ id, csrfToken }: { id: string; csrfToken: string }) {
  const fetcher = useFetcher<ImageUploadResult>({ key: id });
  return (
    <fetcher.Form id={id} method="post" action={IMAGE_UPLOAD_URL} encType="multipart/form-data" hidden>
      <CsrfField token={csrfToken} />
    </fetcher.Form>
  );
}

/**
 * The upload form's answers, as the field sees them: a picture just uploaded
 * joins the choices and `onUploaded` chooses it (once per answer, while
 * rendering: react.dev "Adjusting some state when a prop changes").
 */
export function useImageUpload(uploadId: string, onUploaded: (choice: ImageChoice) => void) {
  const fetcher = useFetcher<ImageUploadResult>({ key: uploadId });
  const [added, setAdded] = useState<ImageChoice[]>([]);
  const [handled, setHandled] = useState<UploadedImage | undefined>(undefined);
  const uploaded = fetcher.data?.uploaded;
  if (uploaded && uploaded !== handled) {
    const choice = uploadedChoice(uploaded);
    setHandled(uploaded);
    setAdded((known) => (known.some((c) => c.path === choice.path) ? known : [choice, ...known]));
    onUploaded(choice);
  }
  return { fetcher, added };
}

/** The choices with the ones just uploaded first, and any chosen path the list does not know (typed in the JSON, say). */
export function allChoices(added: readonly ImageChoice[], choices: readonly ImageChoice[], chosen: readonly string[]): ImageChoice[] {
  const all = [...added, ...choices.filter((c) => !added.some((a) => a.path === c.path))];
  for (const path of chosen) if (path && !all.some((c) => c.path === path)) all.push({ path, label: path, uploaded: false, thumb: null });
  return all;
}

/** The file input and the button that post the upload form, with its error and its status. */
export function UploadControl({
  id,
  uploadId,
  fetcher,
  chosen,
}: {
  id: string;
  uploadId: string;
  fetcher: FetcherWithComponents<ImageUploadResult>;
  /** Where an uploaded picture is chosen, as the hint says it ('below for both widths'). */
  chosen: string;
}) {
  const uploading = fetcher.state !== 'idle';
  const error = fetcher.data?.fieldErrors.file ?? fetcher.data?.error;
  return (
    <div className={consoleStyles.field}>
      <label htmlFor={id}>Upload a new picture</label>
      <input
        id={id}
        type="file"
        name="file"
        form={uploadId}
        accept="image/jpeg,image/png,image/webp,image/avif"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
      />
      <p id={`${id}-hint`} className={consoleStyles.hint}>
        A JPEG, PNG, WebP or AVIF picture of up to 10 MB. Once uploaded it is chosen {chosen}.
      </p>
      {error && (
        <p id={`${id}-error`} className={consoleStyles.fieldError}>
          {error}
        </p>
      )}
      <p>
        <button type="submit" form={uploadId} className="button" disabled={uploading}>
          {uploading ? 'Uploading…' : 'Upload the picture'}
        </button>
      </p>
      <p role="status" className={consoleStyles.hint}>
        {fetcher.data?.ok ?? ''}
      </p>
    </div>
  );
}

interface PictureSelectProps {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (path: string) => void;
  choices: readonly ImageChoice[];
  /** The empty choice's words, when the picture may be left out. */
  none?: string;
  error: string | undefined;
  hint?: string;
}

/** The select of pictures: the uploaded ones, then the site's own. */
export function PictureSelect({ id, name, label, value, onChange, choices, none, error, hint }: PictureSelectProps) {
  const groups = [
    { label: 'Uploaded pictures', items: choices.filter((c) => c.uploaded) },
    { label: 'The site’s pictures', items: choices.filter((c) => !c.uploaded) },
  ].filter((g) => g.items.length);
  return (
    <div className={consoleStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
      >
        {none !== undefined && <option value="">{none}</option>}
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

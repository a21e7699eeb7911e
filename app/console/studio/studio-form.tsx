// The hidden fields every studio form posts: the CSRF token, what it was drawn from ("version.revision", decision 061), and which form it is.
import { CsrfField } from '../csrf-field.tsx';

export function StudioFormBase({ csrfToken, revision, intent }: { csrfToken: string; revision: string; intent: string }) {
  return (
    <>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="revision" value={revision} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

/**
 * Enter in a field saves: a form's first submit button is the one the browser
 * presses then, and the tile list's buttons are submit buttons too (so they
 * work without JavaScript, product.md D9). This copy of the save button comes
 * first; it is out of sight and out of the tab order, since the visible one
 * at the end of the form does the same.
 */
export function DefaultSave({ label }: { label: string }) {
  return (
    <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
      {label}
    </button>
  );
}

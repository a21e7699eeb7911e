// The hidden fields every studio form posts: the CSRF token, the draft's revision it began from, and which form it is.
import { CsrfField } from '../csrf-field.tsx';

export function StudioFormBase({ csrfToken, revision, intent }: { csrfToken: string; revision: number; intent: string }) {
  return (
    <>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="revision" value={revision} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

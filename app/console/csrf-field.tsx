import { CSRF_FIELD } from './console-http.ts';

/** The hidden CSRF token every console form posts (checked by its action). */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}

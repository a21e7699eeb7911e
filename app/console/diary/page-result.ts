// What a console diary action answers (its page reads it as actionData): a
// success notice for the status region, or a refusal for the alert with the
// fields it concerns, and which form on the page sent it.
export interface PageResult {
  /** The refusal, shown in an alert at the top; null on success. */
  error: string | null;
  /** Field name → message, shown beside the field. */
  fieldErrors: Record<string, string>;
  /** What was done, for the polite status message. */
  notice?: string;
  /** Which form sent it (status | move | note), so field errors land beside that form's fields. */
  intent?: string;
  /** For a status form: its action, as one page holds a form per action. */
  action?: string;
  /** What was typed, to refill a form the page renders afresh (a post without JavaScript). */
  values?: Record<string, string>;
}

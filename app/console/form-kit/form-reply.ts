// What every console form's action answers, read by its page as actionData
// (decision 070, after Epic Stack's submission.reply(): every form answers in
// one shape): the refusal for the alert, each problem beside its field, what
// was done, which form sent it and what was typed. An area adds what only it
// says (a setup's confirm step, a staff member's set-password link) or
// reshapes a part (a setup's repeated fields) through `Extra`.

export interface FormReplyCore {
  /** The refusal, shown in an alert at the top; null when the form was taken. */
  error: string | null;
  /** Field name → message, shown beside the field. */
  fieldErrors: Record<string, string>;
  /** What was done, for the polite status message. */
  notice?: string;
  /** Which form on the page sent it, so its errors land beside that form's fields. */
  intent?: string;
  /** What was typed, to refill a form the page renders afresh (a post without JavaScript). */
  values?: Record<string, string>;
}

/** A console form's answer: the one core, with what an area adds or reshapes (flattened, so it reads as one object type). */
export type FormReply<Extra extends object = object> = Flat<Omit<FormReplyCore, keyof Extra> & Extra>;

type Flat<T> = { [K in keyof T]: T[K] } & {};

/** The alert's line when the schema turned down some fields. */
export const CHECK_FIELDS = 'Please correct the highlighted fields.';

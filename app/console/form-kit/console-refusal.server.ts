// How every console page answers a service (decision 070; the status is the one
// table's, decision 017, read through app/lib/page-refusal.server.ts): not-found
// is the plain 404 page, so a member learns nothing of another restaurant's
// bookings, guests or content; any other refusal is the form's alert with its
// kind's status, beside the field it names; anything else is a real fault and
// goes on up (500). A form the schema turned down is 400 with each field's message.
import { data, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { pageRefusal } from '../../lib/page-refusal.server.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { fieldErrorsOf } from '../console-session.server.ts';
import { CHECK_FIELDS, type FormReply } from './form-reply.ts';

export const NOT_FOUND = 'This page could not be found';

/** A 404 for a page that does not exist or is not the member's to see. */
export const notFoundPage = () => data(NOT_FOUND, { status: 404, headers: CONSOLE_HEADERS });

/** A 403 with the reason, for a page the member's role does not open. */
export const forbiddenPage = (message: string) => data(message, { status: 403, headers: CONSOLE_HEADERS });

/** Rethrows `err` as the page's error reply: a domain refusal with its status, anything else as it is (500). */
export function throwAsPageError(err: unknown): never {
  const refusal = pageRefusal(err);
  if (!refusal) throw err;
  if (refusal.kind === 'not-found') throw notFoundPage();
  throw data(refusal.message, { status: refusal.status, headers: CONSOLE_HEADERS });
}

/** A loader's service call: its not-found becomes the 404 page. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (pageRefusal(err)?.kind === 'not-found') throw notFoundPage();
    throw err;
  }
}

/** A form's answer (form-reply.ts) with its status. */
export const formReply = <R extends object>(reply: R, status = 200) => data<R>(reply, { status, headers: CONSOLE_HEADERS });

/**
 * The replies below answer `FormReply<E>`: E is read from `extra` (`{ intent: 'move' }`), or named where the page
 * reads parts of its area's reply that this one does not carry (`refusalReply<StudioResult>(err)`).
 */
type Reply<E extends object> = DataWithResponseInit<FormReply<E>>;

/** A form taken: what was done, for the status region. */
export const noticeReply = <E extends object = object>(notice: string, extra: Partial<E> = {}): Reply<E> =>
  formReply({ error: null, fieldErrors: {}, notice, ...extra } as unknown as FormReply<E>);

/** A form the schema turned down: the fields' messages, and one line for the alert. */
export const invalidReply = <E extends object = object>(
  issues: readonly { path: PropertyKey[]; message: string }[],
  extra: Partial<E> = {},
  error = CHECK_FIELDS,
): Reply<E> => formReply({ error, fieldErrors: fieldErrorsOf(issues), ...extra } as unknown as FormReply<E>, 400);

/** A form turned down by the page itself, with the line for the alert. */
export const formRefusal = <E extends object = object>(error: string, extra: Partial<E> = {}, status = 400): Reply<E> =>
  formReply({ error, fieldErrors: {}, ...extra } as unknown as FormReply<E>, status);

export interface RefusalOptions {
  /** File the message under the field's first segment ('tableIds.0' → 'tableIds'), where the form has no finer field. */
  topField?: boolean;
  /** The field a refusal that names none concerns (a form of one field, such as a picture upload). */
  orField?: string;
}

/** A service's refusal as the form's alert (and its field's message); not-found throws the 404 page; anything else goes on up. */
export function refusalReply<E extends object = object>(
  err: unknown,
  extra: Partial<E> = {},
  { topField = false, orField }: RefusalOptions = {},
): Reply<E> {
  const refusal = pageRefusal(err);
  if (!refusal) throw err;
  if (refusal.kind === 'not-found') throw notFoundPage();
  const field = (refusal.field && topField ? refusal.field.split('.')[0]! : refusal.field) ?? orField;
  const fieldErrors: Record<string, string> = field ? { [field]: refusal.message } : {};
  return formReply({ error: refusal.message, fieldErrors, ...extra } as unknown as FormReply<E>, refusal.status);
}

/** A wrong field as the form's (its message beside the field, the alert only when it names none); any other refusal is the page's error. */
export function invalidFieldReply<E extends object = object>(err: unknown, extra: Partial<E> = {}): Reply<E> {
  const refusal = pageRefusal(err);
  if (refusal?.kind !== 'invalid') throwAsPageError(err);
  const fieldErrors: Record<string, string> = refusal.field ? { [refusal.field]: refusal.message } : {};
  return formReply({ error: refusal.field ? null : refusal.message, fieldErrors, ...extra } as unknown as FormReply<E>, refusal.status);
}

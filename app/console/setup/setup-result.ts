// What a setup page's action answers (decision 025), shared by the server module
// and the page components: field errors and problems to correct, the bookings
// a change would strand (to confirm), or what a save changed.
import type { SetupProblem, StrandedBooking } from '../../../contract/console-setup.ts';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import type { FormReply } from '../form-kit/form-reply.ts';

/** The intent of the confirmation panel's form. */
export const CONFIRM_INTENT = 'confirm';

export interface SetupConfirm {
  /** The whole proposed document, as JSON, carried back by the panel's form. */
  proposed: string;
  baseVersion: number;
  changes: string[];
  stranded: StrandedBooking[];
  /** The message the manager had written, when the panel is shown again. */
  message?: string;
}

/** The console's one form reply (decision 070); its intent is the form that answered, so only that form shows its values and errors. */
export type SetupFormResult = FormReply<{
  /** Problems with the document that no field on the form stands for, with their paths. */
  problems?: SetupProblem[];
  /** The form's fields as sent, every value of each (checkboxes), to show again when it is refused (without JavaScript too). */
  values?: Record<string, string[]>;
  confirm?: SetupConfirm;
  /** Not saved yet: what to confirm first (a period outside the opening hours); "Save anyway" sends the form again with confirm=1. */
  warning?: string[];
  saved?: { version: number; changes: string[]; cancelled: number };
}>;

export interface SetupPage {
  csrfToken: string;
  restaurant: { storeId: string; slug: string; title: string };
  version: number;
  origin: 'seed' | 'operator';
  doc: BookingSetup;
  /** How many restaurants' setups the member may edit (several: the "download every setup" link). */
  editableCount: number;
}

/** A refused form's value for `name` (its first), else `fallback`. */
export function sentValue(result: SetupFormResult | undefined, intent: string, name: string, fallback: string): string {
  if (result?.intent !== intent || !result.values) return fallback;
  return result.values[name]?.[0] ?? '';
}

/** Whether a refused form had the checkbox `name` ticked, else `fallback`. */
export function sentChecked(result: SetupFormResult | undefined, intent: string, name: string, fallback: boolean): boolean {
  if (result?.intent !== intent || !result.values) return fallback;
  return (result.values[name]?.length ?? 0) > 0;
}

/** Every value a refused form sent for `name` (checkboxes of one name), else `fallback`. */
export function sentValues(result: SetupFormResult | undefined, intent: string, name: string, fallback: string[]): string[] {
  if (result?.intent !== intent || !result.values) return fallback;
  return result.values[name] ?? [];
}

/** The field errors of the form that answered. */
export const errorsFor = (result: SetupFormResult | undefined, intent: string): Record<string, string> =>
  result?.intent === intent ? result.fieldErrors : {};

/** The id of the form that sent `intent`, for a button outside it that sends it again ("Save anyway"). */
export const formIdOf = (intent: string) => `setup-${intent}-form`;

/** The id of a setup form's field ('turnTimes.0.minutes' → 'setup-turnTimes-0-minutes'), for its label and the error summary's link. */
export const fieldId = (name: string) => `setup-${name.replace(/[^a-zA-Z0-9-]/g, '-')}`;

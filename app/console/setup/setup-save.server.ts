// Every booking-setup page's loader and action share this (decision 025): who may
// open the page (a manager of the restaurant or a chain admin; a host is
// refused, another restaurant not found), and one way to save a section —
// merge it into the current document, check it with the engine's schema, ask
// what to do with bookings it would strand, then save over the version the
// form was loaded with (someone else's newer save is refused, not overwritten).
import { data, type AppLoadContext } from 'react-router';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { SETUP_MESSAGES, setupSaveSchema, type SetupProblem, type SetupSaveInput } from '../../../contract/console-setup.ts';
import { can } from '../../../server/staff/permissions.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { pageRefusal } from '../../lib/page-refusal.server.ts';
import { CONSOLE_HEADERS, CSRF_FIELD } from '../console-http.ts';
import { forbiddenPage, notFoundPage, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { csrfMatches, csrfRefusal, fieldErrorsOf, requireSession } from '../console-session.server.ts';
import { CONFIRM_INTENT, type SetupFormResult, type SetupPage } from './setup-result.ts';
import { type EditOutcome, type ProblemField } from './setup-form-values.ts';
import { formText } from '../form-kit/form-text.ts';

export const SETUP_REFUSED = 'A restaurant’s booking setup is changed by its manager. Please ask your manager.';
export const UNKNOWN_FORM = 'This form is not known here. Please reload the page and try again.';
export const UNREADABLE_PROPOSAL = 'The proposed setup could not be read. Please make your change again.';

/** A section's edit: the current document and the form → the proposed document, or fields to correct. */
export type SectionEdit = (form: FormData, doc: BookingSetup) => EditOutcome | Promise<EditOutcome>;

type Console = AppLoadContext['services']['console'];

/** The member may edit this restaurant's setup; how many setups they may edit in all. */
export async function requireSetupEditor(context: AppLoadContext, staff: StaffMember, storeId: string): Promise<number> {
  const restaurants = await context.services.staff.restaurantsFor(staff);
  if (!restaurants.some((r) => r.storeId === storeId)) throw notFoundPage();
  if (!can(staff, 'setup.edit', storeId)) throw forbiddenPage(SETUP_REFUSED);
  return restaurants.filter((r) => can(staff, 'setup.edit', r.storeId)).length;
}

export async function loadSetupPage(context: AppLoadContext, request: Request, storeId: string) {
  const session = await requireSession(context, request);
  const editableCount = await requireSetupEditor(context, session.staff, storeId);
  const view = await context.services.console.setup(session.staff, storeId).catch(throwAsPageError);
  return data<SetupPage>(
    { csrfToken: session.csrfToken, restaurant: view.restaurant, version: view.version, origin: view.origin, doc: view.doc, editableCount },
    { headers: CONSOLE_HEADERS },
  );
}

const reply = (result: SetupFormResult, status = 200) => data<SetupFormResult>(result, { status, headers: CONSOLE_HEADERS });

/** The form's text fields as sent (not the CSRF token, the carried document or a file). */
function valuesOf(form: FormData): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string' || name === CSRF_FIELD || name === 'proposed') continue;
    (values[name] ??= []).push(value);
  }
  return values;
}

/** Problems a field stands for become its error (the first per field); the rest are listed with their paths. */
function placeProblems(problems: SetupProblem[], fieldOf: ProblemField | undefined) {
  const fieldErrors: Record<string, string> = {};
  const rest: SetupProblem[] = [];
  for (const p of problems) {
    const place = fieldOf?.(p.path);
    const field = typeof place === 'string' ? place : place?.field;
    if (field && !fieldErrors[field]) fieldErrors[field] = typeof place === 'object' ? `${p.path}: ${p.message}` : p.message;
    else rest.push(p);
  }
  return { fieldErrors, problems: rest };
}

/** Checks a proposed document: problems (400), bookings to confirm, or null when it may be saved as it is. */
async function checkProposal(
  svc: Console,
  staff: StaffMember,
  storeId: string,
  proposed: unknown,
  ctx: { intent: string; baseVersion: number; fieldOf?: ProblemField; values?: Record<string, string[]> },
) {
  const check = await svc.checkSetup(staff, storeId, proposed).catch(throwAsPageError);
  if (!check.ok) {
    const placed = placeProblems(check.problems, ctx.fieldOf);
    const error = 'The setup was not saved: please correct the problems below.';
    return { reply: reply({ error, ...placed, intent: ctx.intent, ...(ctx.values ? { values: ctx.values } : {}) }, 400) };
  }
  if (check.stranded.length) {
    const confirm = { proposed: JSON.stringify(check.doc), baseVersion: ctx.baseVersion, changes: check.changes, stranded: check.stranded };
    return { reply: reply({ error: null, fieldErrors: {}, intent: ctx.intent, confirm }) };
  }
  return { doc: check.doc };
}

async function save(svc: Console, staff: StaffMember, storeId: string, input: SetupSaveInput, intent: string) {
  try {
    const saved = await svc.saveSetup(staff, storeId, input);
    return reply({ error: null, fieldErrors: {}, intent, saved });
  } catch (err) {
    const refusal = pageRefusal(err);
    if (refusal?.kind === 'conflict' && refusal.message === SETUP_MESSAGES.strandedChoice) {
      // A booking was made meanwhile that the change strands: ask about it.
      const again = await checkProposal(svc, staff, storeId, input.doc, { intent, baseVersion: input.baseVersion });
      if (again.reply) return again.reply;
    }
    // A newer save (409) or a document the engine turns down (400) is the form's alert; the rest, the page's error.
    if (refusal?.kind !== 'conflict' && refusal?.kind !== 'invalid') throwAsPageError(err);
    return reply({ error: refusal.message, fieldErrors: {}, intent }, refusal.status);
  }
}

/** The confirmation panel's answer: keep or cancel the stranded bookings, then save the carried document. */
async function confirmSave(svc: Console, staff: StaffMember, storeId: string, form: FormData) {
  let doc: unknown;
  try {
    doc = JSON.parse(formText(form, 'proposed'));
  } catch {
    return reply({ error: UNREADABLE_PROPOSAL, fieldErrors: {}, intent: CONFIRM_INTENT }, 400);
  }
  const parsed = setupSaveSchema.safeParse({
    doc,
    baseVersion: form.get('baseVersion') ?? '',
    stranded: form.get('stranded') || undefined,
    message: form.get('message') ?? undefined,
  });
  if (parsed.success) return save(svc, staff, storeId, parsed.data, CONFIRM_INTENT);
  const fieldErrors = fieldErrorsOf(parsed.error.issues);
  if (fieldErrors.baseVersion) return reply({ error: UNREADABLE_PROPOSAL, fieldErrors: {}, intent: CONFIRM_INTENT }, 400);
  // No choice, or "cancel" without the diners' message: the same panel again, with the field to correct.
  const check = await checkProposal(svc, staff, storeId, doc, { intent: CONFIRM_INTENT, baseVersion: Number(form.get('baseVersion')) });
  if (check.reply) {
    const shown = check.reply.data;
    if (!shown.confirm) return check.reply;
    const message = formText(form, 'message');
    return reply({ ...shown, fieldErrors, confirm: { ...shown.confirm, message } }, 400);
  }
  return save(svc, staff, storeId, { doc: check.doc, baseVersion: Number(form.get('baseVersion')) }, CONFIRM_INTENT);
}

/**
 * A setup page's action: the form's `intent` names its section edit; the
 * confirmation panel's answer (intent "confirm") saves the carried document.
 */
export async function setupAction(context: AppLoadContext, request: Request, storeId: string, edits: Record<string, SectionEdit>) {
  const session = await requireSession(context, request);
  // A body that is not a form (a broken upload) is a refusal, not a 500.
  const form = await request.formData().catch(() => null);
  if (!form) return reply({ error: UNKNOWN_FORM, fieldErrors: {} }, 400);
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  await requireSetupEditor(context, session.staff, storeId);
  const svc = context.services.console;
  const intent = formText(form, 'intent');
  if (intent === CONFIRM_INTENT) return confirmSave(svc, session.staff, storeId, form);
  const edit = Object.hasOwn(edits, intent) ? edits[intent] : undefined;
  const baseVersion = Number(form.get('baseVersion'));
  if (!edit || !Number.isInteger(baseVersion) || baseVersion < 0) return reply({ error: UNKNOWN_FORM, fieldErrors: {} }, 400);

  const view = await svc.setup(session.staff, storeId).catch(throwAsPageError);
  if (view.version !== baseVersion) return reply({ error: SETUP_MESSAGES.staleVersion, fieldErrors: {}, intent }, 409);
  const values = valuesOf(form);
  const edited = await edit(form, view.doc);
  if (!edited.ok) {
    const error = edited.error ?? 'The setup was not saved: please correct the fields below.';
    return reply({ error, fieldErrors: edited.fieldErrors, intent, values }, 400);
  }
  // product.md D8 "Setup as data": times outside the opening hours are shown before they are saved;
  // "Save anyway" sends the same form again with confirm=1 (a plain form field, so it works without JavaScript).
  if (edited.warning?.length && formText(form, 'confirm') !== '1')
    return reply({ error: null, fieldErrors: {}, intent, values, warning: edited.warning });
  const checked = await checkProposal(svc, session.staff, storeId, edited.doc, { intent, baseVersion, fieldOf: edited.fieldOf, values });
  if (checked.reply) return checked.reply;
  return save(svc, session.staff, storeId, { doc: checked.doc, baseVersion }, intent);
}

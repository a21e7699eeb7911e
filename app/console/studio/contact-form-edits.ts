// The contact form's reasons from their studio form (decision 064), as a pure
// function of the form and the document as it was: each reason's words, its
// options one a line, whether it needs a restaurant and asks for guests; a
// reason is added in the blank row and removed by clearing its words. A reason
// or option keeps its id (the code stored with each message) while its words
// stay; a new one's id is made from its words. The types and the order are the
// JSON's. Checked by the pack's own schema.
import { formDocSchema, type ContactReason, type FormDoc } from '../../../contract/forms.ts';

import type { Outcome } from './menu-edits.ts';
import { formText } from '../form-kit/form-text.ts';

/** Reasons the form takes: the pack's seven, room to grow, and one blank row to add. */
export const MAX_REASONS = 24;
export const MAX_OPTIONS_PER_REASON = 20;

export const CONTACT_FORM_MESSAGES = {
  reasonName: 'Please give the reason its words (at most 80 characters), or clear the row to remove it',
  reasonOptions: `Please list at most ${MAX_OPTIONS_PER_REASON} options, one a line, each at most 80 characters`,
  none: 'Please keep at least one reason: guests must be able to choose why they write',
} as const;

type Texts = Record<string, string>;

/** The form's values for the document, as text; a ticked box is 'on'. */
export function contactFormValues(doc: FormDoc): Texts {
  const values: Texts = {};
  doc.contactReasons.slice(0, MAX_REASONS).forEach((r, i) => {
    values[`reasonId.${i}`] = r.id;
    values[`reasonName.${i}`] = r.name;
    values[`reasonOptions.${i}`] = r.subReasons.map((s) => s.name).join('\n');
    if (r.needsRestaurant) values[`reasonRestaurant.${i}`] = 'on';
    if (r.askGuests) values[`reasonGuests.${i}`] = 'on';
  });
  return values;
}

/** How many reason rows the form shows: each filled one, and one blank to add. */
export function reasonRowCount(values: Texts): number {
  let last = -1;
  for (let i = 0; i < MAX_REASONS; i++) if (values[`reasonName.${i}`] || values[`reasonId.${i}`]) last = i;
  return Math.min(last + 2, MAX_REASONS);
}

/** "A large group" → "a-large-group", not one of `taken` (a number added when it is). */
export function idFrom(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'reason';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** The options of one reason from its lines: one kept by its words keeps its id. */
function optionsOf(lines: string[], before: ContactReason | undefined): ContactReason['subReasons'] {
  const known = new Map((before?.subReasons ?? []).map((s) => [s.name, s.id]));
  const taken = new Set<string>();
  return lines.map((name) => {
    const kept = known.get(name);
    const id = kept && !taken.has(kept) ? kept : idFrom(name, taken);
    taken.add(id);
    return { id, name };
  });
}

export function contactFormFromForm(form: FormData, before: FormDoc): Outcome<FormDoc> {
  const text = (name: string) => formText(form, name).trim();
  const fieldErrors: Record<string, string> = {};
  const byId = new Map(before.contactReasons.map((r) => [r.id, r]));
  const rows: { row: number; name: string; before: ContactReason | undefined }[] = [];
  for (let row = 0; row < MAX_REASONS; row++) {
    const name = text(`reasonName.${row}`);
    if (!name) continue; // a blank row, or a reason cleared to remove it
    if (name.length > 80) fieldErrors[`reasonName.${row}`] = CONTACT_FORM_MESSAGES.reasonName;
    rows.push({ row, name, before: byId.get(text(`reasonId.${row}`)) });
  }
  // Kept reasons' ids are taken first, so a new reason's words never take a kept one's code.
  const taken = new Set(rows.flatMap((r) => (r.before ? [r.before.id] : [])));
  const reasons: ContactReason[] = rows.map(({ row, name, before: was }) => {
    const lines = formText(form, `reasonOptions.${row}`)
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length > MAX_OPTIONS_PER_REASON || lines.some((l) => l.length > 80))
      fieldErrors[`reasonOptions.${row}`] = CONTACT_FORM_MESSAGES.reasonOptions;
    const id = was?.id ?? idFrom(name, taken);
    taken.add(id);
    return {
      id,
      name,
      subReasons: optionsOf(lines, was),
      needsRestaurant: form.has(`reasonRestaurant.${row}`),
      askGuests: form.has(`reasonGuests.${row}`),
    };
  });
  if (!reasons.length) fieldErrors.form = CONTACT_FORM_MESSAGES.none;
  const parsed = formDocSchema.safeParse({ ...before, contactReasons: reasons });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const at = issue.path.map(String);
      const row = at[0] === 'contactReasons' && at[1] !== undefined ? rows[Number(at[1])]?.row : undefined;
      const field = row === undefined ? 'form' : at[2] === 'subReasons' ? `reasonOptions.${row}` : `reasonName.${row}`;
      fieldErrors[field] ??= field === 'form' ? `${at.join('.') || 'The form'}: ${issue.message}` : issue.message;
    }
  if (Object.keys(fieldErrors).length || !parsed.success) return { ok: false, fieldErrors };
  return { ok: true, value: parsed.data };
}

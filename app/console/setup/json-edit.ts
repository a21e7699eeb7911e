// The setup's parts edited as JSON (decision 025): occasions, booking menus and
// extras, one text box each, and a whole document imported from a file or
// pasted. JSON that does not parse is said so about its box, never a 500; the
// document's schema then checks the result, and every problem shows its path.
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { pathUnder, refuse, type EditOutcome } from './setup-form-values.ts';
import { formText } from '../form-kit/form-text.ts';

export const JSON_SECTIONS = [
  { key: 'occasions', label: 'Occasions', hint: 'Who may book what, when: party sizes, weekdays, times, menus and areas.' },
  { key: 'menus', label: 'Booking menus', hint: 'Set menus a diner may choose when booking (prices in pence).' },
  { key: 'upsells', label: 'Extras', hint: 'Extras offered with a booking (prices in pence; noticeHours is the kitchen’s notice).' },
] as const;
export type JsonSection = (typeof JSON_SECTIONS)[number]['key'];

/** The parsed JSON, or the reason it is not JSON, said for a manager. */
export function parseJson(text: string, what: string): { ok: true; value: unknown } | { ok: false; message: string } {
  if (!text.trim()) return { ok: false, message: `Please give the ${what}` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (err) {
    const detail = err instanceof Error ? err.message.replace(/^JSON\.parse: /, '') : '';
    return { ok: false, message: `The ${what} is not valid JSON${detail ? ` (${detail})` : ''}` };
  }
}

export const prettyJson = (value: unknown) => JSON.stringify(value, null, 2);

export function editJsonSections(form: FormData, doc: BookingSetup): EditOutcome {
  const next: Record<string, unknown> = { ...doc };
  const fieldErrors: Record<string, string> = {};
  for (const { key, label } of JSON_SECTIONS) {
    const parsed = parseJson(formText(form, key), label.toLowerCase());
    if (!parsed.ok) fieldErrors[key] = parsed.message;
    else if (!Array.isArray(parsed.value)) fieldErrors[key] = `The ${label.toLowerCase()} must be a JSON list: [ … ]`;
    else next[key] = parsed.value;
  }
  if (Object.keys(fieldErrors).length) return refuse(fieldErrors);
  return {
    ok: true,
    doc: next,
    fieldOf: (path) => {
      for (const { key } of JSON_SECTIONS) if (pathUnder(path, key)) return { field: key, withPath: true };
      return undefined;
    },
  };
}

/** The import's document: a file wins over pasted text; an export of several setups gives this restaurant's. */
export async function importSetup(form: FormData, doc: BookingSetup): Promise<EditOutcome> {
  const file = form.get('file');
  const fromFile = typeof file === 'object' && file !== null && file.size > 0;
  const text = fromFile ? await file.text() : formText(form, 'json');
  const field = fromFile ? 'file' : 'json';
  if (!text.trim()) return refuse({ json: 'Please choose a setup file or paste the setup’s JSON' });
  const parsed = parseJson(text, fromFile ? 'file' : 'pasted setup');
  if (!parsed.ok) return refuse({ [field]: parsed.message });
  let value = parsed.value;
  if (value && typeof value === 'object' && 'setups' in value && Array.isArray(value.setups)) {
    value = (value.setups as unknown[]).find((s) => (s as { storeId?: unknown } | null)?.storeId === doc.storeId);
    if (!value) return refuse({ [field]: 'This file has no setup for this restaurant' });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return refuse({ [field]: 'This is not a booking setup (expected a JSON object)' });
  return { ok: true, doc: value };
}

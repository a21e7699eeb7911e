// The console's one reader of a posted form's text fields (decision 070). A
// forged form may leave a field out or send a file in its place; each reader
// says what that reads as, so the schema (contract/) names what is missing.

/** A field's text, or undefined when absent or a file. */
export function sentText(form: Pick<FormData, 'get'>, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** A field's text: '' when absent or a file. */
export const formText = (form: Pick<FormData, 'get'>, name: string): string => sentText(form, name) ?? '';

/** A field's text, or undefined when absent, a file or blank (an optional field not given). */
export function filledText(form: Pick<FormData, 'get'>, name: string): string | undefined {
  const value = sentText(form, name);
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

/** Every text value of a repeated field (checkboxes of one name). */
export const formTexts = (form: Pick<FormData, 'getAll'>, name: string): string[] =>
  form.getAll(name).filter((v): v is string => typeof v === 'string');

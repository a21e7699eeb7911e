// A posted staff form's fields as its schema reads them (contract/staff.ts):
// the ticked restaurants are the repeated `restaurants` field, none ticked an
// empty list; a missing field is undefined, so the schema names it.
import { staffRoleSchema } from '../../../contract/staff.ts';
import type { StaffFormValues } from './staff-form-result.ts';
import { formTexts, sentText } from '../form-kit/form-text.ts';

export function staffFormInput(form: FormData) {
  return {
    email: sentText(form, 'email'),
    name: sentText(form, 'name'),
    role: sentText(form, 'role'),
    restaurants: formTexts(form, 'restaurants'),
  };
}

/** What was typed, to refill the form after a refusal (the e-mail address only where the form has it). */
export function typedValues(input: ReturnType<typeof staffFormInput>): StaffFormValues {
  const role = staffRoleSchema.safeParse(input.role).data ?? '';
  return {
    ...(input.email !== undefined ? { email: input.email } : {}),
    name: input.name ?? '',
    role,
    restaurants: input.restaurants.slice(0, 500),
  };
}

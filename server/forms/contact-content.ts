// Contact types and reasons (product.md §3, §7 Contact): the contact form's
// published document (kind `form`, id `contact`, decision 064), edited in the
// studio with a draft, a publish and its history. The pack's
// content/forms/contact.json seeds it, as every studio document is seeded.
import { CONTACT_FORM_ID, type FormDoc } from '../../contract/forms.ts';
import type { ContentService } from '../content/content-service.ts';

export type ContactDefinitions = Pick<FormDoc, 'contactTypes' | 'contactReasons'>;

/** The published contact form's choices, read through the content cache (a publish shows within a second). */
export function publishedContactDefinitions(content: Pick<ContentService, 'form'>) {
  return async (): Promise<ContactDefinitions> => {
    const form = await content.form(CONTACT_FORM_ID);
    if (!form) throw new Error(`The content has no form "${CONTACT_FORM_ID}": load the content pack (npm run seed)`);
    return form;
  };
}

// Contact types and reasons (product.md §3, §7 Contact) from the content pack's
// content/forms/contact.json, validated once on first use.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { contactReasonSchema, contactTypeSchema } from '../../contract/forms.ts';

const fileSchema = z.object({ contactTypes: z.array(contactTypeSchema).min(1), contactReasons: z.array(contactReasonSchema).min(1) });
export type ContactDefinitions = z.infer<typeof fileSchema>;

const DEFAULT_FILE = path.join(import.meta.dirname, '../../content/forms/contact.json');

export function createContactDefinitions(file = DEFAULT_FILE) {
  let loaded: Promise<ContactDefinitions> | null = null;
  return () =>
    (loaded ??= readFile(file, 'utf8').then((text) => {
      const parsed = fileSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
      return parsed.data;
    }));
}

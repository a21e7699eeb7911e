// Decision 064: the contact form's reasons through the studio document page's
// loader and action, against the real services and a throw-away database. A
// reason added in its form is a draft (the publishing panel says so at once),
// audited, not offered until published, then offered; a manager does not find it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext, UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { STUDIO_MESSAGES } from '../../../contract/content-studio.ts';
import { CONTACT_FORM_ID } from '../../../contract/forms.ts';
import { signedInStaff, type SignedInStaff } from '../../../tests/support/console-staff.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { queryRows } from '../../../tests/support/booking-helpers.ts';
import { loadStudioDocument, studioDocumentAction } from './studio-page.server.ts';
import type { StudioResult } from './studio-result.ts';

let t: TestApp;
let context: AppLoadContext;
let editor: SignedInStaff;
let manager: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2027-03-01T10:00:00Z') });
  const services = { ...t.services, imageUploads: t.services.images.uploads, imageCatalogue: t.services.images.catalogue };
  context = { services, cspNonce: 'n', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
  editor = await signedInStaff(t.services, { email: 'contact.editor@example.com', role: 'content-editor', name: 'Esme Editor' });
  manager = await signedInStaff(t.services, { email: 'contact.bath@example.com', role: 'manager', restaurants: ['bath'], name: 'Max' });
});
afterAll(() => t.close());

const URL_OF_FORM = `http://127.0.0.1:3000/console/content/form/${CONTACT_FORM_ID}/`;
const load = async (who: SignedInStaff) =>
  (await loadStudioDocument(context, new Request(URL_OF_FORM, { headers: { cookie: who.cookie } }), 'form', CONTACT_FORM_ID)).data;

async function post(who: SignedInStaff, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...fields, csrf: who.csrf })) form.set(k, v);
  const request = new Request(URL_OF_FORM, { method: 'POST', body: form, headers: { cookie: who.cookie } });
  const answer = await studioDocumentAction(context, request, 'form', CONTACT_FORM_ID).catch((e: unknown) => e);
  if (answer instanceof Response) return { status: answer.status, body: null };
  const reply = answer as DataWithResponseInit<StudioResult>;
  return { status: reply.init?.status ?? 200, body: reply.data };
}

const offered = async () => (await t.services.crm.contact.content()).contactReasons.map((r) => r.name);

describe('the contact form’s reasons in the studio’s page (decision 064)', () => {
  it('saves a new reason from its form as a draft, then publishes it to the contact form', async () => {
    const d = await load(editor);
    expect(d.contactForm).not.toBeNull();
    expect(d.draft).toBeNull();
    const blank = Object.keys(d.contactForm!).filter((k) => k.startsWith('reasonName.')).length;
    const saved = await post(editor, {
      ...d.contactForm!,
      [`reasonName.${blank}`]: 'Private dining',
      [`reasonGuests.${blank}`]: 'on',
      intent: 'save-form',
      revision: d.revision,
    });
    expect(saved).toEqual({ status: 200, body: { ok: STUDIO_MESSAGES.draftSaved, fieldErrors: {} } });

    const drafted = await load(editor);
    expect(drafted.draft).toMatchObject({ actor: 'Esme Editor' }); // what the publishing panel draws
    expect(drafted.contactForm![`reasonName.${blank}`]).toBe('Private dining');
    expect(await offered()).not.toContain('Private dining');

    expect((await post(editor, { intent: 'publish', revision: drafted.revision })).status).toBe(200);
    expect(await offered()).toContain('Private dining');
    const audit = await queryRows<{ action: string }>(
      t.services.database.db,
      sql`select action from audit_log where entity = 'content' and entity_id = 'form:contact' order by at, action`,
    );
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['draft', 'publish']));
  });

  it('sends a refused form back with what was typed, by its field', async () => {
    const d = await load(editor);
    const refused = await post(editor, { ...d.contactForm!, 'reasonName.0': 'x'.repeat(81), intent: 'save-form', revision: d.revision });
    expect(refused.status).toBe(400);
    expect(refused.body?.fieldErrors).toHaveProperty('reasonName.0');
    expect(refused.body?.sent?.['reasonName.0']).toBe('x'.repeat(81));
  });

  it('is not found by a restaurant’s manager', async () => {
    await expect(load(manager)).rejects.toMatchObject({ init: { status: 404 } });
  });
});

// Decision 064: the contact form's reasons are a studio document (kind `form`, id
// `contact`), seeded from content/forms/contact.json. A reason saved as a draft
// is neither offered nor accepted; once published, the contact page offers it
// and the contact POST takes it. A stale form's save is refused (decision 061).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_MESSAGES } from '../../contract/content-studio.ts';
import { CONTACT_FORM_ID, type FormDoc } from '../../contract/forms.ts';
import { GENEROUS_LIMITS, kit } from '../../tests/support/test-kit.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { CONTENT_EDITOR as EDITOR } from '../../tests/support/staff-fixtures.ts';

let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp({ ...GENEROUS_LIMITS, CENTRAL_INBOX: 'inbox@casalumbre.example' });
  k = kit(t);
});
afterAll(() => t.close());

const NEW_REASON = {
  id: 'private-dining',
  name: 'Private dining and exclusive hire',
  subReasons: [],
  needsRestaurant: false,
  askGuests: true,
};

const offeredReasons = async (): Promise<string[]> =>
  (await k.get('/api/contact/content')).json().data.contactReasons.map((r: { id: string }) => r.id);

const sendWith = (reason: string) =>
  k.submit('/api/contact/sendemail', {
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana@example.com',
    phone: '',
    message: 'Could we hire the whole upstairs room?',
    enquiryType: 'question',
    enquiryRestaurant: '',
    contactReason: { id: reason },
    guests: 24,
  });

describe('the contact form’s reasons in the studio (decision 064)', () => {
  it('is seeded from the pack and listed with the studio’s documents', async () => {
    const listed = await t.services.studio.list(EDITOR, 'form');
    expect(listed.map((d) => d.docId)).toEqual([CONTACT_FORM_ID]);
    expect((listed[0]!.doc as FormDoc).contactReasons.map((r) => r.id)).toEqual(await offeredReasons());
  });

  it('offers and accepts an edited reason once published, and not while it is a draft', async () => {
    const { studio } = t.services;
    const opened = await studio.open(EDITOR, 'form', CONTACT_FORM_ID);
    const live = opened.live as FormDoc;
    const edited = { ...live, contactReasons: [...live.contactReasons.slice(0, -1), NEW_REASON, live.contactReasons.at(-1)!] };
    const { basedOn } = await studio.saveDraft(EDITOR, 'form', CONTACT_FORM_ID, edited, opened.basedOn);

    expect(await offeredReasons()).not.toContain(NEW_REASON.id);
    const refused = await sendWith(NEW_REASON.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, field: 'contactReason' });

    await studio.publish(EDITOR, 'form', CONTACT_FORM_ID, basedOn);
    expect(await offeredReasons()).toContain(NEW_REASON.id);
    const sent = await sendWith(NEW_REASON.id);
    expect(sent.statusCode).toBe(200);

    const reopened = await studio.open(EDITOR, 'form', CONTACT_FORM_ID);
    expect(reopened.draft).toBeNull();
    expect(reopened.versions.map((v) => v.origin)).toEqual(['studio', 'pack']);
    expect(reopened.versions[0]!.summary).toMatch(/contactReasons/);
  });

  it('refuses a save from a form opened before someone published (decision 061)', async () => {
    const { studio } = t.services;
    const opened = await studio.open(EDITOR, 'form', CONTACT_FORM_ID);
    const live = opened.live as FormDoc;
    const first = await studio.saveDraft(EDITOR, 'form', CONTACT_FORM_ID, { ...live, name: 'Contact us form' }, opened.basedOn);
    await studio.publish(EDITOR, 'form', CONTACT_FORM_ID, first.basedOn);
    await expect(studio.saveDraft(EDITOR, 'form', CONTACT_FORM_ID, { ...live, name: 'Stale' }, opened.basedOn)).rejects.toThrow(
      STUDIO_MESSAGES.conflict,
    );
  });

  it('refuses a document whose reasons repeat an id, naming the problem', async () => {
    const { studio } = t.services;
    const opened = await studio.open(EDITOR, 'form', CONTACT_FORM_ID);
    const live = opened.live as FormDoc;
    const twice = { ...live, contactReasons: [...live.contactReasons, live.contactReasons[0]!] };
    await expect(studio.saveDraft(EDITOR, 'form', CONTACT_FORM_ID, twice, opened.basedOn)).rejects.toThrow(/Each reason id once/);
  });
});

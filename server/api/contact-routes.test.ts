// product.md §7 Contact: contact types and content, uploads checked by content, the
// contact e-mail (with attachments) and the group booking enquiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages, groupEnquiries, uploadedFiles } from '../db/schema.ts';
import { GENEROUS_LIMITS, kit } from '../../tests/support/test-kit.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { multipartBody, sampleDocx, sampleExe, samplePdf, samplePng } from '../../tests/support/test-files.ts';

let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp({ ...GENEROUS_LIMITS, CENTRAL_INBOX: 'inbox@casalumbre.example' });
  k = kit(t);
});
afterAll(() => t.close());

const upload = async (files: Parameters<typeof multipartBody>[0], sessionid = 'test-session-0001') => {
  const body = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/contact/upload',
    headers: { ...(await t.headers()), sessionid, 'content-type': body.contentType },
    payload: body.payload,
  });
};

const message = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'Ana@Example.com',
  phone: '07700 900123',
  message: 'I left my scarf under table 12.',
  enquiryType: 'question',
  enquiryRestaurant: '',
  contactReason: { id: 'allergens' },
};

describe('contact content', () => {
  it('lists contact types, reasons with sub-reasons, and restaurants', async () => {
    const types = (await k.get('/api/contact/contactTypes')).json().data;
    expect(types.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining(['question', 'partner']));
    const content = (await k.get('/api/contact/content')).json().data;
    expect(content.contactReasons.find((r: { id: string }) => r.id === 'visit').subReasons.length).toBeGreaterThan(0);
    expect(content.restaurants.length).toBeGreaterThanOrEqual(51);
    expect(content.restaurants[0]).toEqual({ storeId: expect.any(String), title: expect.any(String) });
  });
});

describe('uploads', () => {
  it('stores PDF, PNG and DOCX files with sanitised names', async () => {
    const res = await upload(
      [
        { name: '../Receipt (March).pdf', content: samplePdf() },
        { name: 'photo.PNG', content: samplePng() },
        { name: 'letter.docx', content: sampleDocx() },
      ],
      'session-upload-ok',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.files.map((f: { name: string }) => f.name)).toEqual(['Receipt (March).pdf', 'photo.png', 'letter.docx']);
  });

  it('rejects a program disguised as a PDF with 415 naming the file', async () => {
    const res = await upload([{ name: 'invoice.pdf', content: sampleExe(), type: 'application/pdf' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      field: 'files',
      message: 'invoice.pdf: Please attach a PDF, JPEG, PNG, HEIC or Word (DOCX) file',
    });
  });

  it('rejects a file over 10 MB with 413', async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload([{ name: 'big.pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, field: 'files', message: 'Each file must be 10 MB or smaller' });
  });

  it('takes at most 5 files per message, and remove frees a place', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, content: samplePdf() }));
    const res = await upload(six, 'session-six');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, field: 'files', message: 'Please attach at most 5 files' });
    const five = await upload(six.slice(0, 5), 'session-five');
    expect(five.statusCode).toBe(200);
    expect((await upload(six.slice(5), 'session-five')).statusCode).toBe(413);
    const first = five.json().data.files[0].id;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/contact/upload/${first}`,
      headers: { ...(await t.headers()), sessionid: 'session-five' },
    });
    expect(del.statusCode).toBe(200);
    expect((await upload(six.slice(5), 'session-five')).statusCode).toBe(200);
  });

  it('answers 4xx for a request that is not multipart or has no file', async () => {
    expect((await k.post('/api/contact/upload', { files: 'x' })).statusCode).toBe(406);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/contact/upload',
      headers: { ...(await t.headers()), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 400 JSON naming the problem for a body cut short after the part headers, or a broken part (decision 012)', async () => {
    const partHeaders = '--x\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n';
    for (const payload of [partHeaders, `${partHeaders}%PDF-1.4 and then nothing`, '--x\r\nContent-Disposition: form-data\r\n\r\n--x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact/upload',
        headers: { ...(await t.headers()), 'content-type': 'multipart/form-data; boundary=x' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        field: 'files',
        message: expect.stringMatching(/^The upload .*cut short or malformed/),
      });
    }
  });
});

describe('POST /api/contact/sendemail', () => {
  it('stores the message and queues one e-mail with the attachments to the central inbox', async () => {
    const files = (await upload([{ name: 'receipt.pdf', content: samplePdf() }], 'session-send')).json().data.files;
    const res = await k.submit('/api/contact/sendemail', { ...message, uploadedFiles: files }, { sessionid: 'session-send' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { statusCode: 200 } });
    const [stored] = await t.services.database.db.select().from(contactMessages).where(eq(contactMessages.sessionId, 'session-send'));
    expect(stored).toMatchObject({ email: 'ana@example.com', contactReason: 'allergens', recipient: 'inbox@casalumbre.example' });
    const mail = (await k.mail()).filter((m) => m.kind === 'contact');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'inbox@casalumbre.example', headers: { 'Reply-To': 'ana@example.com' } });
    expect(mail[0]?.text).toContain('I left my scarf under table 12.');
    expect(mail[0]?.attachments).toEqual([
      { filename: 'receipt.pdf', contentType: 'application/pdf', content: samplePdf().toString('base64') },
    ]);
    // A sent file cannot be sent again.
    const again = await k.submit('/api/contact/sendemail', { ...message, uploadedFiles: files }, { sessionid: 'session-send' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      field: 'uploadedFiles',
      message: 'A file is no longer available, please attach it again',
    });
  });

  it("sends a restaurant's message to the restaurant", async () => {
    const bath = (await k.get('/api/v1/content/getRestaurantBySlug/bath')).json().data;
    const res = await k.submit('/api/contact/sendemail', {
      ...message,
      enquiryType: 'feedback',
      enquiryRestaurant: bath.storeId,
      contactReason: { id: 'visit' },
      contactSubReason: { id: 'service' },
    });
    expect(res.statusCode).toBe(200);
    expect((await k.mail()).at(-1)).toMatchObject({ kind: 'contact', to: bath.email });
  });

  it("will not accept another session's files", async () => {
    const files = (await upload([{ name: 'a.pdf', content: samplePdf() }], 'session-owner')).json().data.files;
    const res = await k.submit('/api/contact/sendemail', { ...message, uploadedFiles: files }, { sessionid: 'session-thief' });
    expect(res.statusCode).toBe(400);
    const [file] = await t.services.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, files[0].id));
    expect(file?.contactMessageId).toBeNull();
  });

  it.each([
    [{ enquiryType: 'gossip' }, 'enquiryType', 'Please choose the type of enquiry'],
    [{ contactReason: { id: 'nope' } }, 'contactReason', 'Please choose a reason for contacting us'],
    [{ contactReason: { id: 'visit' } }, 'contactSubReason', 'Please choose one of the options'],
    [{ contactReason: { id: 'other' }, contactSubReason: { id: 'food' } }, 'contactSubReason', 'Please choose one of the options'],
    [{ enquiryRestaurant: '99999' }, 'enquiryRestaurant', 'Please choose a restaurant'],
    [{ email: 'nope' }, 'email', 'Please enter a valid e-mail address'],
  ])('answers 400 naming the field for %j', async (change, field, text) => {
    const res = await k.submit('/api/contact/sendemail', { ...message, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, field, message: text });
  });

  it("fails with 'Invalid token' without a solved captcha, and a token works once", async () => {
    const missing = await k.post('/api/contact/sendemail', message);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Invalid token');
    expect((await k.post('/api/contact/sendemail', { ...message, recaptcha: 'bm9wZQ==' })).json().message).toBe('Invalid token');
    const token = await k.captcha();
    expect((await k.post('/api/contact/sendemail', { ...message, recaptcha: token })).statusCode).toBe(200);
    expect((await k.post('/api/contact/sendemail', { ...message, recaptcha: token })).json().message).toBe('Invalid token');
  });

  it('pretends to a bot that fills the honeypot that all went well, and stores nothing', async () => {
    const before = (await k.mail()).length;
    const res = await k.post('/api/contact/sendemail', { ...message, website: 'http://spam.example' }, { sessionid: 'session-bot-0001' });
    expect(res.json()).toEqual({ success: true, data: { statusCode: 200 } });
    expect((await k.mail()).length).toBe(before);
    expect(await t.services.database.db.select().from(contactMessages).where(eq(contactMessages.sessionId, 'session-bot-0001'))).toEqual(
      [],
    );
  });
});

describe('POST /api/contact/group-booking', () => {
  const enquiry = {
    storeId: '',
    venue: 'Bath',
    bookingType: 'Work party',
    covers: '24',
    date: '2099-12-12',
    time: '19:00',
    until: '23:30',
    email: 'boss@example.com',
    firstName: 'Sam',
    lastName: 'Lee',
    telephoneNumber: '01225 123456',
    specialRequest: 'A long table please',
    shouldReceivePromotions: true,
  };

  it('stores the enquiry and e-mails the restaurant', async () => {
    const bath = (await k.get('/api/v1/content/getRestaurantBySlug/bath')).json().data;
    const res = await k.submit('/api/contact/group-booking', { ...enquiry, storeId: bath.storeId });
    expect(res.json()).toEqual({ success: true, data: { success: true } });
    const rows = await t.services.database.db.select().from(groupEnquiries).where(eq(groupEnquiries.email, 'boss@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ covers: 24, venue: bath.title, shouldReceivePromotions: true, shouldReceiveSms: false });
    const mail = (await k.mail()).at(-1);
    expect(mail).toMatchObject({
      kind: 'group-enquiry',
      to: bath.email,
      subject: `Group enquiry: Work party for 24 on 2099-12-12 at ${bath.title}`,
    });
    expect(mail?.text).toContain('A long table please');
  });

  it.each([
    [{ covers: 4 }, 'covers', 'Group bookings are for 9 guests or more'],
    [{ date: '2001-01-01' }, 'date', 'Please choose a date from today onwards'],
    [{ until: '19:00' }, 'until', 'Please choose a finish time after the start time'],
    [{ storeId: '99999' }, 'venue', 'Please choose a restaurant'],
    [{ time: '' }, 'time', 'Please choose a start time'],
  ])('answers 400 naming the field for %j', async (change, field, text) => {
    const bath = (await k.get('/api/v1/content/getRestaurantBySlug/bath')).json().data;
    const res = await k.submit('/api/contact/group-booking', { ...enquiry, storeId: bath.storeId, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, field, message: text });
  });
});

describe('reasons about one restaurant', () => {
  it('need the restaurant', async () => {
    const res = await k.submit('/api/contact/sendemail', { ...message, contactReason: { id: 'lost-property' } });
    expect(res.json()).toEqual({ success: false, field: 'enquiryRestaurant', message: 'Please choose the restaurant this is about' });
  });
});

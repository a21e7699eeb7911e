// Decision 059: a log line carries no body, no file and no personal data. The
// error that started it: the data-rights page rendered an export's ZIP as page
// data, and V8's TypeError quoted the whole ZIP, which the log printed.
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../tests/support/log-capture.ts';
import { redactMessage, serializeRequest, withoutContacts, withoutQuery } from './log-redaction.ts';

const PERSON = { email: 'zoe.person_1@example.com', name: 'Zoe Quillfeather', phone: '07700 900456', e164: '+447700900456' };
const zipOfPerson = () => {
  const bytes = zipSync({ 'data.json': strToU8(JSON.stringify(PERSON)) }, { level: 0 });
  return Buffer.from(bytes).toString('latin1');
};

describe('redacted text', () => {
  it('replaces e-mail addresses and phone numbers, and leaves dates, times, ids and amounts alone', () => {
    expect(withoutContacts(`to ${PERSON.email}, call ${PERSON.phone} or ${PERSON.e164}`)).toBe('to [e-mail], call [phone] or [phone]');
    const plain =
      'on 2031-03-03 at 19:00, request 0123e4567-e89b-12d3-a456-012345678901, £10.00, 1780000000000 ms, port 5432, took 12.0123456789012 ms';
    expect(withoutContacts(plain)).toBe(plain);
    expect(withoutContacts('sign in as admin@demo.mesa.test')).toBe('sign in as admin@demo.mesa.test'); // a reserved domain: nobody's
  });

  it("cuts an error's message at binary bytes and a query's params, and keeps it short", () => {
    let quoted = '';
    try {
      const page = zipOfPerson() as unknown as object;
      quoted = String('found' in page);
    } catch (err) {
      quoted = (err as Error).message;
    }
    expect(quoted).toContain(PERSON.name); // V8 quotes the value, as the page's failure did
    expect(redactMessage(quoted)).toBe("Cannot use 'in' operator to search for 'found' in PK[binary]");
    expect(redactMessage(`Failed query: insert into "bookings" ("email") values ($1)\nparams: ${PERSON.email},${PERSON.name}`)).toBe(
      'Failed query: insert into "bookings" ("email") values ($1) [params]',
    );
    expect(redactMessage('x'.repeat(500))).toHaveLength(161);
  });

  it('logs a URL without its query string', () => {
    expect(withoutQuery(`/console/guests/?q=${PERSON.email}`)).toBe('/console/guests/?…');
    expect(withoutQuery('/console/guests/')).toBe('/console/guests/');
    expect(serializeRequest({ method: 'GET', url: `/manage-booking/?token=secret`, ip: '192.0.2.1' })).toMatchObject({
      method: 'GET',
      url: '/manage-booking/?…',
      remoteAddress: '192.0.2.1',
    });
  });
});

describe('the logger', () => {
  it('writes an error with a ZIP, an address, a name and a phone number in it without any of them', () => {
    const { log, lines } = captureLogs();
    const err = new TypeError(`Cannot use 'in' operator to search for 'found' in ${zipOfPerson()}`);
    const driver = Object.assign(new Error(`Failed query: select 1\nparams: ${PERSON.email}`), {
      detail: `Key (email)=(${PERSON.email}) already exists.`,
      body: { firstName: PERSON.name },
      code: '23505',
    });
    log.error({ err }, 'page failed');
    log.error(new Error(`no mailbox for ${PERSON.email}`, { cause: driver }));
    log.warn({ error: `550 <${PERSON.email}> rejected`, to: PERSON.e164 }, `delivery to ${PERSON.phone} failed`);
    log.info({ req: { method: 'GET', url: `/console/guests/?q=${encodeURIComponent(PERSON.email)}` } }, 'request completed');
    const text = JSON.stringify(lines);
    for (const value of [PERSON.email, PERSON.name, PERSON.phone, PERSON.e164, 'data.json', 'already exists'])
      expect(text).not.toContain(value);
    expect(lines[0]).toMatchObject({ msg: 'page failed', err: { type: 'TypeError', message: expect.stringContaining('[binary]') } });
    expect((lines[0]!.err as unknown as { stack: string }).stack).toMatch(/^TypeError: Cannot use 'in' operator .*\[binary\]\n\s+at /);
    expect(lines[1]).toMatchObject({
      msg: 'no mailbox for [e-mail]',
      err: { cause: { type: 'Error', code: '23505', message: 'Failed query: select 1 [params]' } },
    });
    expect(lines[2]).toMatchObject({ msg: 'delivery to [phone] failed', error: '550 <[e-mail]> rejected', to: '[phone]' });
    expect(lines[3]).toMatchObject({ req: { url: '/console/guests/?…' } });
  });
});

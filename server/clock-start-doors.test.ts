// CLOCK_START behind the machine's clock (the evening journeys run at 21:30 today, whatever the hour): what is timed
// on the machine's clock still works through its door. A form's captcha is made and checked on the machine's clock
// (altcha-lib reads it), and the mail the form wrote is delivered at once (server/outbox/outbox-worker.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS, kit } from '../tests/support/test-kit.ts';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';
import { londonDateOf } from '../contract/london-time.ts';
import { silentLogger } from './logger.ts';
import { createOutboxWorker } from './outbox/outbox-worker.ts';

// A fixed instant before any run of this suite: the server's clock is behind the machine's (and the database's)
// whatever day it runs, as the evening journeys' 21:30 is once the day is past it.
const CLOCK_START = '2026-01-05T12:00:00Z';
let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp({ ...GENEROUS_LIMITS, CLOCK_START, CENTRAL_INBOX: 'inbox@casalumbre.example' });
  k = kit(t);
});
afterAll(() => t.close());

describe("a server whose clock is behind the machine's (CLOCK_START)", () => {
  it('takes a contact message with a freshly solved captcha, and delivers its mail at once', async () => {
    expect(londonDateOf(t.services.clock())).toBe('2026-01-05');
    const res = await k.submit(
      '/api/contact/sendemail',
      {
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'ana@example.com',
        phone: '07700 900123',
        message: 'Do you have high chairs?',
        enquiryType: 'question',
        enquiryRestaurant: '',
        contactReason: { id: 'allergens' },
        uploadedFiles: [],
      },
      { sessionid: 'session-shifted-clock' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await k.mail()).map((m) => m.to)).toContain('inbox@casalumbre.example');

    // The rows are stamped by the database's clock, long after the server's "now".
    const sent: string[] = [];
    const worker = createOutboxWorker({
      db: t.services.database.db,
      transports: { mail: { send: (m) => Promise.resolve(void sent.push(m.to)), close: () => undefined } },
      now: t.services.clock,
      log: silentLogger(),
    });
    await worker.runOnce();
    expect(sent).toContain('inbox@casalumbre.example');
  });
});

// The yield rule's page (decision 075) through its loader, against the real console service and a throw-away
// database with a pinned clock: a manager sees the requests past Fridays brought by the hour and each Friday
// replayed with every party and with the rule; a weekday without a record says the rule is idle; a host is
// refused and another restaurant is not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { addDays, instantOf, type IsoDate } from '../../../contract/london-time.ts';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { signedInStaff } from '../../../tests/support/console-staff.ts';
import { SESSION_COOKIE } from '../console-session.server.ts';
import { SETTINGS_REFUSED } from './settings-page.server.ts';
import { loadYieldPage, type YieldPage } from './yield-page.server.ts';
import { bodyOf, settle, statusOf } from '../../../tests/support/page-replies.ts';

const PASSWORD = 'twelve characters at least';
const BATH = '1002';
const LEEDS = '1023';
/** A Monday; the Fridays before it are the past weeks. */
const TODAY: IsoDate = '2031-03-03';
const FRIDAYS = [3, 10, 17].map((n) => addDays(TODAY, -n));
const SEVEN = 19 * 60;
let t: TestApp;
let context: AppLoadContext;
const sessions: Record<string, string> = {};

const load = (who: string, query = '', storeId = BATH) =>
  loadYieldPage(
    context,
    new Request(`http://127.0.0.1:3000/console/settings/${storeId}/yield/${query}`, {
      headers: { cookie: `${SESSION_COOKIE}=${sessions[who]}` },
    }),
    storeId,
  );

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => instantOf(TODAY, 9 * 60) });
  context = { services: t.services, cspNonce: 'n', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
  for (const [email, role] of [
    ['bath@example.com', 'manager'],
    ['host@example.com', 'host'],
  ] as const) {
    sessions[email.split('@')[0]!] = (await signedInStaff(t.services, { email, role, restaurants: ['bath'], password: PASSWORD })).token;
  }
  // Each past Friday: twelve couples who found 19:00 and 19:15 full, then eight parties of four booked at 19:00.
  const rows = FRIDAYS.flatMap((serviceDate) => [
    ...Array.from({ length: 8 }, (_, i) => ({
      serviceDate,
      covers: 4,
      bookedStart: SEVEN,
      fullStarts: [] as number[],
      sessionKey: `four-${i}`,
      leadMinutes: 2000 - i,
    })),
    ...Array.from({ length: 12 }, (_, i) => ({
      serviceDate,
      covers: 2,
      bookedStart: null,
      fullStarts: [SEVEN, SEVEN + 15],
      sessionKey: `two-${i}`,
      leadMinutes: 3000 - i,
    })),
  ]);
  for (const r of rows)
    await t.services.database.db.execute(
      sql`insert into booking_demand (store_id, service_date, covers, session_key, booked_start, full_starts, lead_minutes, created_at)
          values (${BATH}, ${r.serviceDate}, ${r.covers}, ${r.sessionKey}, ${r.bookedStart}, ${JSON.stringify(r.fullStarts)}::jsonb, ${r.leadMinutes}, ${instantOf(r.serviceDate, 0).toISOString()})`,
    );
});
afterAll(() => t.close());

describe('the yield rule on past weeks', () => {
  it('shows what past Fridays brought by the hour, and each replayed with every party and with the rule', async () => {
    const page = bodyOf<YieldPage>(await load('bath', '?day=5'));
    expect(page.weekday).toBe(5);
    expect(page.ruleOn).toBe(true);
    expect(page.weeks.pastDays).toBe(3);
    // Each Friday: 8 fours and 12 couples (spread over 19:00 and 19:15): all in the 19:00 hour.
    expect(page.weeks.hours.map((h) => h.hour)).toEqual([19]);
    expect(page.weeks.hours[0]!.requests).toBeCloseTo(20);
    expect(page.weeks.hours[0]!.covers).toBeCloseTo(56);
    expect(page.weeks.days.map((d) => [d.date, d.requests])).toEqual(FRIDAYS.map((f) => [f, 20]).reverse());
    for (const d of page.weeks.days) {
      // Bath's pacing (20 covers a start) binds before its tables do, so the rule, on for these Fridays (20 parties
      // in one hour ask for more seat-hours than a quarter hour of starts has), seats what every party taken seats.
      expect(d.ruleOn).toBe(true);
      expect(d.without).toEqual({ covers: 32, parties: 14 });
      expect(d.withRule).toEqual(d.without);
    }
  });

  it('says the rule is idle on a weekday with no past record, and defaults to tomorrow’s weekday', async () => {
    const monday = bodyOf<YieldPage>(await load('bath', '?day=1'));
    expect(monday.weeks).toEqual({ pastDays: 0, hours: [], days: [] });
    expect(bodyOf<YieldPage>(await load('bath')).weekday).toBe(2); // tomorrow is a Tuesday
    expect(bodyOf<YieldPage>(await load('bath', '?day=9')).weekday).toBe(2);
  });

  it('refuses a host (403) and hides a restaurant the member does not work (404)', async () => {
    const host = await settle(load('host'));
    expect([statusOf(host), bodyOf<string>(host)]).toEqual([403, SETTINGS_REFUSED]);
    expect(statusOf(await settle(load('bath', '', LEEDS)))).toBe(404);
  });
});

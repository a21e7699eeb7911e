// Decision 045's console pages against the real services and a throw-away database:
// only a chain admin reaches data rights and retention, marketing and chain
// admins reach marketing lists, everyone else gets the plain 404; an erasure
// needs its tick; forms need the CSRF token; bad input is a 400 naming the field.
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { ERASE_CONFIRM_NEEDED } from '../../../contract/people.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { signedInStaff } from '../../../tests/support/console-staff.ts';
import { SESSION_COOKIE } from '../console-session.server.ts';
import { exportPersonDownload } from './people-export.server.ts';
import { loadPeople, peopleAction, type PeopleResult } from './people-page.server.ts';
import { loadRetention, saveRetentionPage, type RetentionResult } from './retention-page.server.ts';
import { exportSegment, loadSegments, type SegmentsPage } from './segments-page.server.ts';
import { bodyOf, settle, statusOf } from '../../../tests/support/page-replies.ts';

const PASSWORD = 'twelve characters at least';
const clock = () => new Date('2031-05-05T10:00:00Z');
let t: TestApp;
let context: AppLoadContext;
const sessions: Record<string, { token: string; csrf: string }> = {};

const headers = (who: string) => ({ cookie: `${SESSION_COOKIE}=${sessions[who]!.token}` });
const get = (who: string, path: string) => new Request(`http://127.0.0.1:3000${path}`, { headers: headers(who) });
const post = (who: string, path: string, fields: Record<string, string>) =>
  new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body: new URLSearchParams({ csrf: sessions[who]!.csrf, ...fields }),
    headers: headers(who),
  });

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  context = { services: t.services, cspNonce: 'n', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
  for (const [email, role, restaurants] of [
    ['admin@example.com', 'chain-admin', []],
    ['marketing@example.com', 'marketing', []],
    ['bath@example.com', 'manager', ['bath']],
    ['host@example.com', 'host', ['bath']],
  ] as const) {
    sessions[email.split('@')[0]!] = await signedInStaff(t.services, { email, role, restaurants, password: PASSWORD });
  }
  for (const [emailAddress, favouriteRestaurant] of [
    ['ana@example.com', '1002'],
    ['=cmd@example.com', '1004'],
  ] as const) {
    await t.services.crm.signUps.signUp({
      emailAddress,
      favouriteRestaurant,
      firstName: 'Ana',
      phoneNumber: '07700900123',
      acceptTerms: true,
      acceptSMSTerms: false,
      birthday: { day: 3, month: 9 },
    });
  }
});
afterAll(() => t.close());

describe('who reaches what', () => {
  it('data rights and retention: a chain admin only', async () => {
    expect(statusOf(await loadPeople(context, get('admin', '/console/people/')))).toBe(200);
    expect(statusOf(await loadRetention(context, get('admin', '/console/retention/')))).toBe(200);
    for (const who of ['marketing', 'bath', 'host']) {
      expect(statusOf(await settle(loadPeople(context, get(who, '/console/people/'))))).toBe(404);
      expect(
        statusOf(await settle(peopleAction(context, post(who, '/console/people/', { intent: 'find', email: 'ana@example.com' })))),
      ).toBe(404);
      expect(statusOf(await settle(loadRetention(context, get(who, '/console/retention/'))))).toBe(404);
    }
  });

  it('marketing lists: marketing and chain admins only', async () => {
    expect(statusOf(await loadSegments(context, get('marketing', '/console/segments/')))).toBe(200);
    expect(statusOf(await loadSegments(context, get('admin', '/console/segments/')))).toBe(200);
    for (const who of ['bath', 'host']) {
      expect(statusOf(await settle(loadSegments(context, get(who, '/console/segments/'))))).toBe(404);
      expect(statusOf(await settle(exportSegment(context, get(who, '/console/segments/export/'))))).toBe(404);
    }
  });
});

describe('marketing lists', () => {
  it('counts, names a wrong filter, and downloads a CSV that a spreadsheet will not run', async () => {
    expect(bodyOf<SegmentsPage>(await loadSegments(context, get('marketing', '/console/segments/'))).count).toBe(2);
    expect(bodyOf<SegmentsPage>(await loadSegments(context, get('marketing', '/console/segments/?favouriteRestaurant=1002'))).count).toBe(
      1,
    );
    const bad = await loadSegments(context, get('marketing', '/console/segments/?birthdayMonth=13'));
    expect(statusOf(bad)).toBe(400);
    expect(bodyOf<SegmentsPage>(bad).fieldErrors.birthdayMonth).toBe('Please choose a month from the list');
    const csv = await exportSegment(context, get('marketing', '/console/segments/export/?birthdayMonth=9'));
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    expect(text).toContain("'=cmd@example.com");
    expect(text).toContain('ana@example.com');
  });
});

describe('data rights', () => {
  it('finds a person, downloads their ZIP, refuses an erasure without its tick, then erases them', async () => {
    const found = bodyOf<PeopleResult>(
      await peopleAction(context, post('admin', '/console/people/', { intent: 'find', email: 'ANA@example.com' })),
    );
    expect(found).toMatchObject({ found: { email: 'ana@example.com', consent: { email: true, sms: false } } });

    const zip = await exportPersonDownload(context, post('admin', '/console/people/export/', { email: 'ana@example.com' }));
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toBe('attachment; filename="mesa-export-2031-05-05.zip"');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(JSON.parse(strFromU8(files['data.json']!)).holdings.customer).toHaveLength(1);

    const unticked = await peopleAction(context, post('admin', '/console/people/', { intent: 'erase', email: 'ana@example.com' }));
    expect(statusOf(unticked)).toBe(400);
    expect(bodyOf<PeopleResult>(unticked)).toMatchObject({ confirmError: ERASE_CONFIRM_NEEDED, found: { email: 'ana@example.com' } });

    const erased = await peopleAction(
      context,
      post('admin', '/console/people/', { intent: 'erase', email: 'ana@example.com', confirm: 'yes' }),
    );
    expect(bodyOf<PeopleResult>(erased)).toMatchObject({ erased: { email: 'ana@example.com' } });
    const after = bodyOf<PeopleResult>(
      await peopleAction(context, post('admin', '/console/people/', { intent: 'find', email: 'ana@example.com' })),
    );
    expect(after).toMatchObject({ found: { consent: { email: false } } });
    if ('found' in after) expect(Object.entries(after.found.counts).filter(([name, n]) => n > 0 && name !== 'auditEntries')).toEqual([]);
  });

  it('names a wrong address, and refuses a form without the CSRF token', async () => {
    const bad = await peopleAction(context, post('admin', '/console/people/', { intent: 'find', email: 'not an address' }));
    expect(statusOf(bad)).toBe(400);
    expect(bodyOf<PeopleResult>(bad).fieldErrors).toEqual({ email: 'Please enter a valid e-mail address' });
    const forged = new Request('http://127.0.0.1:3000/console/people/', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'find', email: 'ana@example.com' }),
      headers: headers('admin'),
    });
    expect(statusOf(await peopleAction(context, forged))).toBe(403);
    const forgedExport = new Request('http://127.0.0.1:3000/console/people/export/', {
      method: 'POST',
      body: new URLSearchParams({ email: 'ana@example.com' }),
      headers: headers('admin'),
    });
    expect(statusOf(await exportPersonDownload(context, forgedExport))).toBe(403);
    const badExport = await exportPersonDownload(context, post('admin', '/console/people/export/', { email: 'nobody' }));
    expect([badExport.status, await badExport.text()]).toEqual([400, 'Please enter a valid e-mail address\n']);
    // The page itself no longer answers with a file: an export posted to it is a bad request, not a 500.
    expect(statusOf(await peopleAction(context, post('admin', '/console/people/', { intent: 'export', email: 'ana@example.com' })))).toBe(
      400,
    );
    expect(
      statusOf(await settle(exportPersonDownload(context, post('host', '/console/people/export/', { email: 'ana@example.com' })))),
    ).toBe(404);
  });
});

describe('retention', () => {
  it('saves, names a wrong number, and reads back', async () => {
    const bad = await saveRetentionPage(
      context,
      post('admin', '/console/retention/', { messagesDays: '0', uploadsDays: '', cancelledBookingsDays: '30', sentMailDays: '30' }),
    );
    expect(statusOf(bad)).toBe(400);
    expect(Object.keys(bodyOf<RetentionResult>(bad).fieldErrors)).toEqual(['messagesDays']);
    const ok = await saveRetentionPage(
      context,
      post('admin', '/console/retention/', { messagesDays: '200', uploadsDays: '', cancelledBookingsDays: '30', sentMailDays: '30' }),
    );
    expect(bodyOf<RetentionResult>(ok)).toEqual({ error: null, fieldErrors: {}, saved: true });
    expect(bodyOf<{ days: unknown }>(await loadRetention(context, get('admin', '/console/retention/'))).days).toEqual({
      messagesDays: 200,
      uploadsDays: null,
      cancelledBookingsDays: 30,
      sentMailDays: 30,
    });
  });
});

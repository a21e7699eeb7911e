// The settings page's loader and action against the real console service and
// a throw-away database (product.md D8): a manager's save round-trips, a host is
// refused, another restaurant is not found, and a save needs the CSRF token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { signedInStaff } from '../../../tests/support/console-staff.ts';
import { SESSION_COOKIE } from '../console-session.server.ts';
import { loadSettings, saveSettings, SETTINGS_REFUSED, type SettingsFormResult, type SettingsPage } from './settings-page.server.ts';
import { bodyOf, settle, statusOf } from '../../../tests/support/page-replies.ts';

const PASSWORD = 'twelve characters at least';
const BATH = '1002';
const LEEDS = '1023';
let t: TestApp;
let context: AppLoadContext;
const sessions: Record<string, { token: string; csrf: string }> = {};

const url = (storeId: string) => `http://127.0.0.1:3000/console/settings/${storeId}/`;
const cookie = (who: string) => ({ cookie: `${SESSION_COOKIE}=${sessions[who]!.token}` });
const load = (who: string, storeId = BATH) => loadSettings(context, new Request(url(storeId), { headers: cookie(who) }), storeId);
const save = (who: string, fields: Record<string, string>, storeId = BATH) =>
  saveSettings(context, new Request(url(storeId), { method: 'POST', body: new URLSearchParams(fields), headers: cookie(who) }), storeId);

beforeAll(async () => {
  t = await createTestApp();
  context = { services: t.services, cspNonce: 'n', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
  for (const [email, role, restaurants] of [
    ['bath@example.com', 'manager', ['bath']],
    ['host@example.com', 'host', ['bath']],
  ] as const) {
    sessions[email.split('@')[0]!] = await signedInStaff(t.services, { email, role, restaurants, password: PASSWORD });
  }
});
afterAll(() => t.close());

describe('restaurant settings', () => {
  it('saves the settings and reads them back; unticked and empty turn them off', async () => {
    const first = bodyOf<SettingsPage>(await load('bath'));
    expect(first.restaurant).toMatchObject({ storeId: BATH, title: expect.stringContaining('Bath') });

    expect(first.settings.weeklySummary).toBe(true); // decision 043: on until a manager turns it off
    expect(first.settings.pinWithinMinutes).toBe(60); // decision 074: the default pin time
    expect(first.settings.eventVatPercent).toBe(20); // decision 078: the standard rate until set
    expect(first.settings.yieldRule).toBe(true); // decision 075: on by default
    const on = await save('bath', {
      noticeEveryBooking: 'on',
      dailySheetAt: '17:30',
      weeklySummary: 'on',
      pinWithinMinutes: '120',
      eventVatPercent: '5',
      yieldRule: 'on',
      csrf: sessions.bath!.csrf,
    });
    expect(bodyOf<SettingsFormResult>(on)).toEqual({ error: null, fieldErrors: {}, saved: true });
    expect(bodyOf<SettingsPage>(await load('bath')).settings).toEqual({
      storeId: BATH,
      noticeEveryBooking: true,
      dailySheetAt: '17:30',
      weeklySummary: true,
      pinWithinMinutes: 120,
      eventVatPercent: 5,
      yieldRule: true,
    });

    await save('bath', { dailySheetAt: '', csrf: sessions.bath!.csrf });
    expect(bodyOf<SettingsPage>(await load('bath')).settings).toEqual({
      storeId: BATH,
      noticeEveryBooking: false,
      dailySheetAt: null,
      weeklySummary: false,
      pinWithinMinutes: 60,
      eventVatPercent: 20,
      yieldRule: false,
    });
  });

  it('names the field when the time is not a time', async () => {
    const bad = await save('bath', { dailySheetAt: 'soon', csrf: sessions.bath!.csrf });
    expect(statusOf(bad)).toBe(400);
    expect(bodyOf<SettingsFormResult>(bad).fieldErrors.dailySheetAt).toMatch(/HH:MM/);
    const minutes = await save('bath', { dailySheetAt: '', pinWithinMinutes: '-5', csrf: sessions.bath!.csrf });
    expect(statusOf(minutes)).toBe(400);
    expect(bodyOf<SettingsFormResult>(minutes).fieldErrors.pinWithinMinutes).toMatch(/whole number from 0 to 1440/);
    const vat = await save('bath', { dailySheetAt: '', eventVatPercent: '120', csrf: sessions.bath!.csrf });
    expect(statusOf(vat)).toBe(400);
    expect(bodyOf<SettingsFormResult>(vat).fieldErrors.eventVatPercent).toBe('Please give the VAT rate as a whole number from 0 to 100');
  });

  it('refuses a save without the session’s CSRF token (403) and changes nothing', async () => {
    const before = bodyOf<SettingsPage>(await load('bath')).settings;
    expect(statusOf(await save('bath', { noticeEveryBooking: 'on', dailySheetAt: '09:00' }))).toBe(403);
    expect(bodyOf<SettingsPage>(await load('bath')).settings).toEqual(before);
  });

  it('refuses a host at their own restaurant (403) and hides a restaurant the member does not work (404)', async () => {
    const host = await settle(load('host'));
    expect([statusOf(host), bodyOf<string>(host)]).toEqual([403, SETTINGS_REFUSED]);
    expect(statusOf(await settle(save('host', { noticeEveryBooking: 'on', dailySheetAt: '', csrf: sessions.host!.csrf })))).toBe(403);
    expect(statusOf(await settle(load('bath', LEEDS)))).toBe(404);
    expect(statusOf(await settle(load('bath', 'nope')))).toBe(404);
  });
});

// The booking-setup pages' loaders and actions against the real console
// service and a throw-away database (product.md D8): a manager's change
// round-trips with a new version, a host is refused, another restaurant is not
// found, every save needs the CSRF token and the version it was loaded at, bad
// input is a 400 with messages, and a change that strands bookings asks first
// — then keeps them, or cancels them with the manager's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext, UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { SETUP_MESSAGES } from '../../../contract/console-setup.ts';
import { staffBookingSchema } from '../../../contract/console-forms.ts';
import { poundsText } from '../../../contract/money.ts';
import { plainDate } from '../../../tests/support/booking-helpers.ts';
import { signedInStaff } from '../../../tests/support/console-staff.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { CSRF_REFUSED, SESSION_COOKIE } from '../console-session.server.ts';
import { SETUP_EDITS } from './setup-edits.server.ts';
import { exportAllSetups, exportSetup, exportSetupVersion } from './setup-export.server.ts';
import { extraValues } from './extras-edit.ts';
import { menuValues } from './menus-edit.ts';
import { occasionValues } from './occasion-values.ts';
import { loadSetupHistory, type SetupHistoryPage } from './setup-history.server.ts';
import type { SetupFormResult, SetupPage } from './setup-result.ts';
import { loadSetupPage, SETUP_REFUSED, setupAction, type SectionEdit } from './setup-save.server.ts';
import { bodyOf, settle, statusOf } from '../../../tests/support/page-replies.ts';

const BATH = '1002';
let t: TestApp;
let context: AppLoadContext;
type StaffMember = NonNullable<Awaited<ReturnType<TestApp['services']['staff']['currentStaff']>>>['staff'];
let manager: StaffMember;
type Member = { cookie: string; csrf: string };
const members: Record<'bath' | 'host' | 'leeds' | 'admin', Member> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  context = { services: t.services, cspNonce: 'n', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
  const accounts = [
    ['bath', 'manager.bath@example.com', 'manager', ['bath']],
    ['host', 'host.bath@example.com', 'host', ['bath']],
    ['leeds', 'manager.leeds@example.com', 'manager', ['leeds']],
    ['admin', 'admin@example.com', 'chain-admin', []],
  ] as const;
  for (const [key, email, role, restaurants] of accounts) {
    const s = await signedInStaff(t.services, { email, role, restaurants });
    members[key] = { cookie: `${SESSION_COOKIE}=${s.token}`, csrf: s.csrf };
  }
  manager = (await t.services.staff.currentStaff(members.bath.cookie.split('=')[1]!))!.staff;
});
afterAll(() => t.close());

const url = (path: string) => `http://127.0.0.1:3000/console/setup/${BATH}/${path}`;
const get = (who: Member, path = '') => new Request(url(path), { headers: { cookie: who.cookie } });
const load = async (who: Member = members.bath, storeId = BATH) => bodyOf<SetupPage>(await loadSetupPage(context, get(who), storeId));

async function send(
  edits: Record<string, SectionEdit>,
  fields: Record<string, string | string[]>,
  who: Member = members.bath,
  csrf: string | null = who.csrf,
) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  if (csrf !== null) body.append('csrf', csrf);
  const reply = await setupAction(context, new Request(url(''), { method: 'POST', body, headers: { cookie: who.cookie } }), BATH, edits);
  return { status: statusOf(reply), result: bodyOf<SetupFormResult>(reply) };
}

/** The rules form as the page fills it from the current setup, with some fields changed. */
async function rulesForm(over: Record<string, string> = {}) {
  const { doc, version } = await load();
  const c = doc.config;
  const fields: Record<string, string> = {
    intent: 'rules',
    baseVersion: String(version),
    slotIntervalMinutes: String(c.slotIntervalMinutes),
    leadTimeMinutes: String(c.leadTimeMinutes),
    windowDays: String(c.windowDays),
    maxOnlineCovers: String(c.maxOnlineCovers),
    groupEnquiryFromCovers: String(c.groupEnquiryFromCovers),
    cardGuaranteeFromCovers: String(c.cardGuaranteeFromCovers ?? ''),
    pacingCoversPerInterval: String(c.pacingCoversPerInterval ?? ''),
    lastSeatingBeforeCloseMinutes: String(c.lastSeatingBeforeCloseMinutes),
    reminderHoursBefore: String(c.reminderHoursBefore ?? ''),
    noShowFeePerCoverPence: c.noShowFeePerCoverPence === null ? '' : poundsText(c.noShowFeePerCoverPence),
    lateCancellationFeePerCoverPence: c.lateCancellationFeePerCoverPence === null ? '' : poundsText(c.lateCancellationFeePerCoverPence),
    cancellationWindowHours: String(c.cancellationWindowHours),
    waitlistHoldMinutes: String(c.waitlistHoldMinutes),
    customDisabledMessage: c.customDisabledMessage ?? '',
    externalBookingUrl: c.externalBookingUrl ?? '',
    ...(c.enabled ? { enabled: 'on' } : {}),
    ...(c.restaurantEnabled ? { restaurantEnabled: 'on' } : {}),
    ...(c.centerParcsOnly ? { centerParcsOnly: 'on' } : {}),
    ...(c.waitlistOnline ? { waitlistOnline: 'on' } : {}),
  };
  [...c.turnTimes, null, null].forEach((turn, row) => {
    fields[`turnTimes.${row}.maxCovers`] = turn ? String(turn.maxCovers) : '';
    fields[`turnTimes.${row}.minutes`] = turn ? String(turn.minutes) : '';
  });
  return { ...fields, ...over };
}

async function phoneBooking(date: string, lastName: string) {
  const input = staffBookingSchema.parse({
    source: 'phone',
    date,
    time: '19:00',
    adults: 2,
    occasionId: 'dinner',
    firstName: 'Ada',
    lastName,
    phone: '01632 960001',
  });
  return t.services.console.createBooking(manager, BATH, input);
}

const closure = (version: number, date: string, label: string) => ({
  intent: 'addClosure',
  baseVersion: String(version),
  startDate: date,
  endDate: '',
  closed: 'on',
  label,
});

describe('booking setup pages: who may open them', () => {
  it('shows a manager of Bath the overview: the restaurant, its version and origin, out of caches', async () => {
    const reply = await loadSetupPage(context, get(members.bath), BATH);
    expect(new Headers((reply as DataWithResponseInit<unknown>).init?.headers).get('cache-control')).toBe('no-store');
    const page = bodyOf<SetupPage>(reply);
    expect(page.restaurant).toMatchObject({ storeId: BATH, slug: 'bath', title: expect.stringContaining('Bath') });
    expect(page).toMatchObject({ version: 0, origin: 'seed', editableCount: 1 });
    expect(page.doc.storeId).toBe(BATH);
  });

  it('refuses a host (403) and hides Bath from a manager of Leeds (404), for the page, the action and the download', async () => {
    const host = await settle(loadSetupPage(context, get(members.host), BATH));
    expect([statusOf(host), bodyOf<string>(host)]).toEqual([403, SETUP_REFUSED]);
    expect(
      statusOf(await settle(send(SETUP_EDITS.rules, await rulesForm(), members.host).then((r) => ({ init: { status: r.status } })))),
    ).toBe(403);
    expect(statusOf(await settle(loadSetupPage(context, get(members.leeds), BATH)))).toBe(404);
    expect(statusOf(await settle(loadSetupPage(context, get(members.bath), 'nope')))).toBe(404);
    expect((await exportSetup(context, get(members.leeds, 'export/'), BATH)).status).toBe(404);
    expect((await exportSetup(context, get(members.host, 'export/'), BATH)).status).toBe(403);
    expect((await exportAllSetups(context, get(members.host, '../export/'))).status).toBe(403);
  });
});

describe('booking setup pages: saving', () => {
  it('refuses a save without the session’s CSRF token (403) and changes nothing', async () => {
    const reply = await send(SETUP_EDITS.rules, await rulesForm({ pacingCoversPerInterval: '7' }), members.bath, null);
    expect([reply.status, reply.result.error]).toEqual([403, CSRF_REFUSED]);
    expect((await load()).version).toBe(0);
  });

  it('saves the rules: the pacing round-trips, the version goes up and the changes are listed', async () => {
    const { status, result } = await send(
      SETUP_EDITS.rules,
      await rulesForm({ pacingCoversPerInterval: '12', 'turnTimes.4.maxCovers': '30', 'turnTimes.4.minutes': '180' }),
    );
    expect(status).toBe(200);
    expect(result.saved).toMatchObject({ version: 1, cancelled: 0 });
    expect(result.saved!.changes.length).toBeGreaterThan(0);
    const view = await t.services.console.setup(manager, BATH);
    expect(view).toMatchObject({ version: 1, origin: 'operator' });
    expect(view.doc.config.pacingCoversPerInterval).toBe(12);
    expect(view.doc.config.turnTimes.at(-1)).toEqual({ maxCovers: 30, minutes: 180 });

    const history = bodyOf<SetupHistoryPage>(await loadSetupHistory(context, get(members.bath, 'history/'), BATH));
    expect(history.versions[0]).toMatchObject({ version: 1, actor: expect.any(String) });
    const v1 = await exportSetupVersion(context, get(members.bath, 'history/1/'), BATH, '1');
    expect(v1.headers.get('content-disposition')).toBe('attachment; filename="setup-bath-version-1.json"');
    expect((await v1.json()) as unknown).toMatchObject({ config: { pacingCoversPerInterval: 12 } });
    expect((await exportSetupVersion(context, get(members.bath, 'history/x/'), BATH, 'x')).status).toBe(404);
  });

  it('saves the reminder time (decision 038): 24 hours until changed, empty for none, whole hours up to a week', async () => {
    expect((await load()).doc.config.reminderHoursBefore).toBe(24);
    expect((await send(SETUP_EDITS.rules, await rulesForm({ reminderHoursBefore: '6' }))).status).toBe(200);
    expect((await load()).doc.config.reminderHoursBefore).toBe(6);
    const tooLong = await send(SETUP_EDITS.rules, await rulesForm({ reminderHoursBefore: '200' }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.result.fieldErrors.reminderHoursBefore).toMatch(/reminder time/);
    expect((await send(SETUP_EDITS.rules, await rulesForm({ reminderHoursBefore: '' }))).status).toBe(200);
    expect((await load()).doc.config.reminderHoursBefore).toBeNull();
    expect((await send(SETUP_EDITS.rules, await rulesForm({ reminderHoursBefore: '24' }))).status).toBe(200);
    // product.md D11 "Waitlist": the hold's length and joining online are rules like the others.
    expect((await send(SETUP_EDITS.rules, await rulesForm({ waitlistHoldMinutes: '30' }))).status).toBe(200);
    expect((await load()).doc.config.waitlistHoldMinutes).toBe(30);
    const tooShort = await send(SETUP_EDITS.rules, await rulesForm({ waitlistHoldMinutes: '2' }));
    expect(tooShort.result.fieldErrors.waitlistHoldMinutes).toMatch(/waitlist hold/);
    const off = await rulesForm();
    delete off.waitlistOnline;
    expect((await send(SETUP_EDITS.rules, off)).status).toBe(200);
    expect((await load()).doc.config.waitlistOnline).toBe(false);
  });

  it('adds, changes and removes deposit rules (decision 049), in order, with the history keeping each save', async () => {
    const blank = {
      'depositRules.0.fromCovers': '',
      'depositRules.0.perCover': '',
      'depositRules.0.occasionIds': '',
      'depositRules.0.dates': '',
    };
    expect((await send(SETUP_EDITS.rules, await rulesForm(blank))).status).toBe(200);
    expect((await load()).doc.config.depositRules).toEqual([]);
    const added = await send(SETUP_EDITS.rules, {
      ...(await rulesForm()),
      'depositRules.0.fromCovers': '8',
      'depositRules.0.perCover': '20',
      'depositRules.0.occasionIds': '',
      'depositRules.0.dates': '2031-12-24, 2031-12-31',
      'depositRules.0.weekdays': ['5', '6'],
    });
    expect(added.status).toBe(200);
    expect((await load()).doc.config.depositRules).toEqual([
      { fromCovers: 8, takes: 'deposit', perCoverPence: 2000, occasionIds: [], weekdays: [5, 6], dates: ['2031-12-24', '2031-12-31'] },
    ]);
    // A card guarantee for an occasion from six guests: no amount; a deposit without one is refused.
    const guarantee = await send(SETUP_EDITS.rules, {
      ...(await rulesForm()),
      'depositRules.0.fromCovers': '6',
      'depositRules.0.takes': 'guarantee',
      'depositRules.0.perCover': '',
      'depositRules.0.occasionIds': 'dinner',
      'depositRules.0.dates': '',
    });
    expect(guarantee.status).toBe(200);
    expect((await load()).doc.config.depositRules).toEqual([
      { fromCovers: 6, takes: 'guarantee', perCoverPence: null, occasionIds: ['dinner'], weekdays: [], dates: [] },
    ]);
    const noAmount = await send(SETUP_EDITS.rules, {
      ...(await rulesForm()),
      'depositRules.0.fromCovers': '6',
      'depositRules.0.takes': 'deposit',
      'depositRules.0.perCover': '',
      'depositRules.0.occasionIds': '',
      'depositRules.0.dates': '',
    });
    expect(noAmount.status).toBe(400);
    expect(noAmount.result.fieldErrors['depositRules.0.perCover']).toBe('Please enter the deposit per guest, or choose a card guarantee');
    const bad = await send(SETUP_EDITS.rules, {
      ...(await rulesForm()),
      'depositRules.0.fromCovers': '8',
      'depositRules.0.perCover': 'twenty',
      'depositRules.0.occasionIds': '',
      'depositRules.0.dates': 'Christmas',
      'depositRules.1.fromCovers': '',
      'depositRules.1.perCover': '',
      'depositRules.1.occasionIds': '',
      'depositRules.1.dates': '',
    });
    expect(bad.status).toBe(400);
    expect(bad.result.fieldErrors['depositRules.0.perCover']).toMatch(/amount in pounds/);
    expect(bad.result.fieldErrors['depositRules.0.dates']).toMatch(/YYYY-MM-DD/);
    const removed = await send(SETUP_EDITS.rules, {
      ...(await rulesForm()),
      'depositRules.0.fromCovers': '8',
      'depositRules.0.perCover': '20',
      'depositRules.0.occasionIds': '',
      'depositRules.0.dates': '',
      'depositRules.0.remove': 'on',
    });
    expect(removed.status).toBe(200);
    expect((await load()).doc.config.depositRules).toEqual([]);
  });

  it('saves the card guarantee fees in pounds as pence, and the cancellation window (decision 040); empty is no fee', async () => {
    expect((await load()).doc.config).toMatchObject({
      noShowFeePerCoverPence: null,
      lateCancellationFeePerCoverPence: null,
      cancellationWindowHours: 24,
    });
    const fees = { noShowFeePerCoverPence: '£10', lateCancellationFeePerCoverPence: '7.50', cancellationWindowHours: '48' };
    const saved = await send(SETUP_EDITS.rules, await rulesForm(fees));
    expect(saved.status).toBe(200);
    expect(saved.result.saved?.changes.join(' ')).toMatch(/fee|cancellation/i);
    expect((await load()).doc.config).toMatchObject({
      noShowFeePerCoverPence: 1000,
      lateCancellationFeePerCoverPence: 750,
      cancellationWindowHours: 48,
    });
    const history = bodyOf<SetupHistoryPage>(await loadSetupHistory(context, get(members.bath, 'history/'), BATH));
    expect(history.versions[0]).toMatchObject({ actor: expect.any(String) });
    const bad = await send(SETUP_EDITS.rules, await rulesForm({ noShowFeePerCoverPence: 'ten', cancellationWindowHours: '0' }));
    expect(bad.status).toBe(400);
    expect(bad.result.fieldErrors.noShowFeePerCoverPence).toMatch(/no-show fee must be an amount/);
    expect(bad.result.fieldErrors.cancellationWindowHours).toMatch(/between 1 and 336/);
    const tooMuch = await send(SETUP_EDITS.rules, await rulesForm({ lateCancellationFeePerCoverPence: '5000' }));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.result.fieldErrors.lateCancellationFeePerCoverPence).toBeTruthy();
    const none = { noShowFeePerCoverPence: '', lateCancellationFeePerCoverPence: '', cancellationWindowHours: '24' };
    expect((await send(SETUP_EDITS.rules, await rulesForm(none))).status).toBe(200);
    expect((await load()).doc.config.noShowFeePerCoverPence).toBeNull();
  });

  it('refuses a save over someone else’s newer version with the stale message (409)', async () => {
    const { status, result } = await send(SETUP_EDITS.rules, { ...(await rulesForm({ pacingCoversPerInterval: '9' })), baseVersion: '0' });
    expect([status, result.error]).toEqual([409, SETUP_MESSAGES.staleVersion]);
    expect((await t.services.console.setup(manager, BATH)).doc.config.pacingCoversPerInterval).toBe(12);
  });

  it('answers bad input with 400 and messages, never a 500', async () => {
    const { version } = await load();
    const base = { baseVersion: String(version) };
    const notNumber = await send(SETUP_EDITS.rules, await rulesForm({ slotIntervalMinutes: 'soon', leadTimeMinutes: '' }));
    expect(notNumber.status).toBe(400);
    expect(notNumber.result.fieldErrors).toMatchObject({
      slotIntervalMinutes: expect.stringMatching(/whole number/),
      leadTimeMinutes: expect.stringMatching(/Please enter/),
    });
    expect(notNumber.result.values?.slotIntervalMinutes).toEqual(['soon']);

    const seats = await send(SETUP_EDITS.tables, {
      ...base,
      intent: 'saveTable',
      tableId: 't99',
      tableArea: 'restaurant',
      minSeats: '4',
      maxSeats: '2',
    });
    expect([seats.status, seats.result.fieldErrors.maxSeats]).toEqual([400, expect.stringMatching(/fewer than the fewest/)]);
    const area = await send(SETUP_EDITS.tables, {
      ...base,
      intent: 'saveTable',
      tableId: 't99',
      tableArea: 'nowhere',
      minSeats: '2',
      maxSeats: '4',
    });
    expect([area.status, area.result.fieldErrors.tableArea]).toEqual([400, 'Please choose one of the areas']);
    const badId = await send(SETUP_EDITS.tables, { ...base, intent: 'addArea', areaId: 'Main Room', areaName: 'Main room' });
    expect([badId.status, badId.result.fieldErrors.areaId]).toEqual([400, expect.stringMatching(/lower-case/)]);

    const notJson = await send(SETUP_EDITS.overview, { ...base, intent: 'import', json: '{ "storeId": ' });
    expect([notJson.status, notJson.result.fieldErrors.json]).toEqual([400, expect.stringMatching(/not valid JSON/)]);
    const other = (await t.services.console.exportSetups(manager, BATH))[0]!;
    const wrong = await send(SETUP_EDITS.overview, { ...base, intent: 'import', json: JSON.stringify({ ...other, storeId: '1023' }) });
    expect(wrong.status).toBe(400);
    expect(wrong.result.problems).toContainEqual({ path: 'storeId', message: SETUP_MESSAGES.wrongRestaurant });

    const occasions = await send(SETUP_EDITS.occasions, {
      ...base,
      intent: 'catalogue',
      occasions: '[{"id": "Bad"}]',
      menus: '[]',
      upsells: 'nope',
    });
    expect(occasions.status).toBe(400);
    expect(occasions.result.fieldErrors.upsells).toMatch(/not valid JSON/);
    const unknown = await send(SETUP_EDITS.rules, { ...base, intent: 'launch' });
    expect(unknown.status).toBe(400);
    expect((await load()).version).toBe(version);
  });

  it('adds and removes a table, and imports a downloaded setup unchanged', async () => {
    const { version } = await load();
    const added = await send(SETUP_EDITS.tables, {
      baseVersion: String(version),
      intent: 'saveTable',
      tableId: 't99',
      tableArea: 'bar',
      minSeats: '2',
      maxSeats: '4',
    });
    expect(added.result.saved?.version).toBe(version + 1);
    expect((await load()).doc.tables).toContainEqual({ id: 't99', areaId: 'bar', minSeats: 2, maxSeats: 4 });
    const removed = await send(SETUP_EDITS.tables, { baseVersion: String(version + 1), intent: 'removeTable', id: 't99' });
    expect(removed.result.saved?.version).toBe(version + 2);

    const exported = await exportSetup(context, get(members.bath, 'export/'), BATH);
    expect(exported.headers.get('content-type')).toMatch(/^application\/json/);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="setup-bath.json"');
    const text = await exported.text();
    expect(JSON.parse(text)).toMatchObject({ storeId: BATH });
    const imported = await send(SETUP_EDITS.overview, { baseVersion: String(version + 2), intent: 'import', json: text });
    expect(imported.result.saved).toMatchObject({ version: version + 2, changes: [] });

    const all = await exportAllSetups(context, get(members.admin, '../export/'));
    const setups = ((await all.json()) as { setups: { storeId: string }[] }).setups;
    expect(setups.length).toBeGreaterThan(1);
    expect(setups.map((s) => s.storeId)).toContain(BATH);
    const mine = (await (await exportAllSetups(context, get(members.bath, '../export/'))).json()) as { setups: { storeId: string }[] };
    expect(mine.setups.map((s) => s.storeId)).toEqual([BATH]);
  });
});

describe('booking setup pages: bookings a change strands', () => {
  it('asks before closing a date with a confirmed booking, then keeps it', async () => {
    const date = plainDate((await t.services.content.restaurantByStoreId(BATH))!, 10);
    const booking = await phoneBooking(date, 'Keep');
    const { version } = await load();
    const asked = await send(SETUP_EDITS.hours, closure(version, date, 'Staff training'));
    expect(asked.status).toBe(200);
    const confirm = asked.result.confirm!;
    expect(confirm.stranded).toContainEqual(expect.objectContaining({ reference: booking.reference, date, time: '19:00', covers: 2 }));
    expect(confirm.stranded[0]!.reasons.join(' ')).toMatch(/closed/);
    expect((await load()).version).toBe(version);

    const kept = await send(SETUP_EDITS.hours, {
      intent: 'confirm',
      proposed: confirm.proposed,
      baseVersion: String(confirm.baseVersion),
      stranded: 'keep',
    });
    expect(kept.result.saved).toMatchObject({ version: version + 1, cancelled: 0 });
    expect((await load()).doc.specialHours).toContainEqual(
      expect.objectContaining({ label: 'Staff training', startDate: date, endDate: date, openTime: 'closed' }),
    );
    expect((await t.services.console.booking(manager, booking.id)).booking.status).toBe('confirmed');
  });

  it('cancels the stranded bookings with the manager’s message, which it requires', async () => {
    const date = plainDate((await t.services.content.restaurantByStoreId(BATH))!, 20);
    const booking = await phoneBooking(date, 'Cancel');
    const { version } = await load();
    const confirm = (await send(SETUP_EDITS.hours, closure(version, date, 'Refurbishment'))).result.confirm!;
    const choice = { intent: 'confirm', proposed: confirm.proposed, baseVersion: String(confirm.baseVersion), stranded: 'cancel' };

    const silent = await send(SETUP_EDITS.hours, { ...choice, message: '  ' });
    expect(silent.status).toBe(400);
    expect(silent.result.fieldErrors.message).toMatch(/message the diners will receive/);
    expect(silent.result.confirm?.stranded.map((b) => b.reference)).toEqual([booking.reference]);

    const cancelled = await send(SETUP_EDITS.hours, { ...choice, message: 'We are closed for refurbishment; please rebook.' });
    expect(cancelled.result.saved).toMatchObject({ version: version + 1, cancelled: 1 });
    expect((await t.services.console.booking(manager, booking.id)).booking.status).toBe('cancelled');

    const again = await send(SETUP_EDITS.hours, choice);
    expect([again.status, again.result.error]).toEqual([409, SETUP_MESSAGES.staleVersion]);
  });
});

describe('booking setup pages: periods outside the opening hours', () => {
  it('asks before saving a period outside the hours, names the days, and saves it when confirmed (confirm=1)', async () => {
    const { version, doc } = await load();
    const brunch = {
      csrf: members.bath.csrf,
      intent: 'savePeriod',
      baseVersion: String(version),
      id: 'late-brunch',
      name: 'Late brunch',
      days: ['1', '6'],
      firstStart: '10:00',
      lastStart: '22:30',
    };
    const asked = await send(SETUP_EDITS.periods, brunch);
    expect(asked.status).toBe(200);
    expect(asked.result).toMatchObject({ error: null, intent: 'savePeriod' });
    expect(asked.result.saved).toBeUndefined();
    // Bath opens at 12:00 on Mondays and 11:00 on Saturdays; it closes at 22:00 and 23:00.
    expect(asked.result.warning).toEqual([
      'Late brunch 10:00–22:30 starts before opening (12:00) on Monday',
      'Late brunch 10:00–22:30 runs past closing (22:00) on Monday',
      'Late brunch 10:00–22:30 starts before opening (11:00) on Saturday',
    ]);
    // The form's values come back, so the page shows them again without JavaScript.
    expect(asked.result.values?.firstStart).toEqual(['10:00']);
    expect((await load()).version).toBe(version);

    const saved = await send(SETUP_EDITS.periods, { ...brunch, confirm: '1' });
    expect(saved.result.saved?.version).toBe(version + 1);
    expect((await load()).doc.servicePeriods.map((p) => p.id)).toEqual([...doc.servicePeriods.map((p) => p.id), 'late-brunch']);
  });

  it('saves a period inside the hours at once', async () => {
    const { version } = await load();
    const fits = await send(SETUP_EDITS.periods, {
      intent: 'savePeriod',
      baseVersion: String(version),
      id: 'afternoon',
      name: 'Afternoon',
      days: ['2', '3'],
      firstStart: '14:00',
      lastStart: '16:00',
    });
    expect(fits.result.warning ?? []).toEqual([]);
    expect(fits.result.saved?.version).toBe(version + 1);
  });
});

describe('booking setup pages: occasions, menus and extras as forms (product.md D8)', () => {
  /** A list form as the page fills it from the current setup: each item's row, with `over` changing fields. */
  async function listForm(intent: 'occasions' | 'menus' | 'upsells', over: Record<string, string | string[]> = {}) {
    const { doc, version } = await load();
    const fields: Record<string, string | string[]> = { intent, baseVersion: String(version) };
    const rows =
      intent === 'occasions'
        ? doc.occasions.map((o) => occasionValues(o, doc))
        : intent === 'menus'
          ? doc.menus.map(menuValues)
          : doc.upsells.map(extraValues);
    rows.forEach((row, i) => {
      for (const [k, v] of Object.entries(row)) fields[`${intent}.${i}.${k}`] = v;
    });
    return { ...fields, ...over };
  }

  it('refuses a host (403) and changes nothing', async () => {
    const { version } = await load();
    const form = await listForm('occasions', { 'occasions.0.maximumCovers': '6' });
    expect(statusOf(await settle(send(SETUP_EDITS.occasions, form, members.host).then((r) => ({ init: { status: r.status } }))))).toBe(403);
    expect((await load()).version).toBe(version);
  });

  it('saves each form through the same path: a new version, the change named, a stale form refused', async () => {
    const occasions = await send(
      SETUP_EDITS.occasions,
      await listForm('occasions', { 'occasions.0.maximumCovers': '6', 'occasions.0.days': ['5', '6'] }),
    );
    expect(occasions.status).toBe(200);
    expect(occasions.result.saved?.changes).toEqual(['Occasion dinner changed']);
    const menus = await send(SETUP_EDITS.occasions, await listForm('menus', { 'menus.1.pricePerHead': '16.50' }));
    expect(menus.result.saved?.changes).toEqual(['Booking menu set-lunch changed']);
    const extras = await send(SETUP_EDITS.occasions, await listForm('upsells', { 'upsells.0.available': [] }));
    expect(extras.result.saved?.changes).toEqual(['Extra prosecco changed']);
    const { doc, version } = await load();
    expect(doc.occasions[0]).toMatchObject({ id: 'dinner', maximumCovers: 6, days: [5, 6] });
    expect(doc.menus[1]!.pricePerHeadPence).toBe(1650);
    expect(doc.upsells[0]!.available).toBe(false);

    const stale = await send(SETUP_EDITS.occasions, { ...(await listForm('menus')), baseVersion: String(version - 1) });
    expect([stale.status, stale.result.error]).toEqual([409, SETUP_MESSAGES.staleVersion]);
    const unchanged = await send(SETUP_EDITS.occasions, await listForm('occasions'));
    expect(unchanged.result.saved?.changes).toEqual([]);
  });
});

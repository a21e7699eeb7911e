// Decision 025: setups saved as files through the console's save path — validated
// by the engine's schema, versioned, audit-logged, refused over bookings they
// would strand unless kept — and in force for the engine at once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '../../contract/console-setup.ts';
import { slotsReplySchema } from '../../contract/booking.ts';
import { bookingBody, plainDate } from '../../tests/support/booking-helpers.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { createSetupStore } from '../booking/setup-store.ts';
import { auditLog } from '../db/schema.ts';
import { createConsoleSetup, type ConsoleSetup } from './console-setup.ts';
import { documentsOf, importSetups } from './setup-transfer.ts';

const BATH = '1002';
let t: TestApp;
let setups: ConsoleSetup;

beforeAll(async () => {
  t = await createTestApp();
  setups = createConsoleSetup({
    db: t.services.database.db,
    forgetSetups: t.services.booking.forgetSetups,
    content: t.services.content,
    store: createSetupStore(t.services.database.db),
    clock: () => new Date(),
    changeStatus: () => Promise.reject(new Error('not used')),
  });
});
afterAll(() => t.close());

const times = async (date: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/booking/slots/${BATH}?occasionId=dinner&adults=2&dates=${date}&areaId=null`,
    headers: await t.headers(),
  });
  const body = slotsReplySchema.parse(res.json());
  return body.success ? body.data.dates.flatMap((d) => d.times.map((x) => x.time)) : [];
};

describe('importing setups', () => {
  it('reads one document or { setups: [...] }', () => {
    expect(documentsOf({ storeId: '1' })).toEqual([{ storeId: '1' }]);
    expect(documentsOf({ setups: [{ storeId: '1' }, { storeId: '2' }] })).toHaveLength(2);
  });

  it('saves a valid document as the next version, with an audit entry, and the engine uses it at once', async () => {
    const { doc, version } = await setups.current(BATH);
    expect(version).toBe(0);
    const date = plainDate((await t.services.content.restaurantByStoreId(BATH))!, 10);
    expect(await times(date)).toContain('19:00');
    const closed = {
      ...doc,
      specialHours: [
        ...doc.specialHours,
        { label: 'Private party', startDate: date, endDate: date, openTime: 'closed', closeTime: 'closed', clickCollectClose: 'closed' },
      ],
    };
    const [outcome] = await importSetups(setups, [closed], { keepBookings: false });
    expect(outcome).toMatchObject({ storeId: BATH, outcome: 'saved', version: 1, changes: [expect.stringContaining('Private party')] });
    expect(await times(date)).toEqual([]);
    const restaurant = await t.services.content.restaurantByStoreId(BATH);
    expect(restaurant!.specialHours.at(-1)).toMatchObject({ label: 'Private party', startDate: date });
    expect(await setups.history(BATH)).toEqual([
      expect.objectContaining({ version: 1, actor: 'Mesa', summary: expect.stringContaining('Private party') }),
    ]);
    const audit = await t.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'setup'), eq(auditLog.entityId, BATH)));
    expect(audit).toHaveLength(1);
    expect((await setups.current(BATH)).doc.origin).toBe('operator');
  });

  it('refuses a document that would strand a booking unless told to keep it', async () => {
    const { doc } = await setups.current(BATH);
    const date = plainDate((await t.services.content.restaurantByStoreId(BATH))!, 20);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/booking/create/${BATH}`,
      headers: await t.headers(),
      payload: bookingBody(date, '19:00'),
    });
    expect(res.statusCode).toBe(200);
    const closing = {
      ...doc,
      specialHours: [
        ...doc.specialHours,
        { label: 'Refurbishment', startDate: date, endDate: date, openTime: 'closed', closeTime: 'closed', clickCollectClose: 'closed' },
      ],
    };
    const [refused] = await importSetups(setups, [closing], { keepBookings: false });
    expect(refused).toMatchObject({
      outcome: 'strands-bookings',
      stranded: [{ date, time: '19:00', reasons: ['The restaurant is closed that day (Refurbishment)'] }],
    });
    const [kept] = await importSetups(setups, [closing], { keepBookings: true });
    expect(kept).toMatchObject({ outcome: 'saved', version: 2 });
    expect(await importSetups(setups, [closing], { keepBookings: true })).toEqual([{ storeId: BATH, outcome: 'unchanged' }]);
  });

  it('reports an invalid document by path, and one of an unknown restaurant', async () => {
    const { doc } = await setups.current(BATH);
    const bad = { ...doc, tables: [...doc.tables, { id: 'x1', areaId: 'cellar', minSeats: 4, maxSeats: 2 }] };
    const [outcome] = await importSetups(setups, [bad, { ...doc, storeId: '999999' }], { keepBookings: false });
    expect(outcome).toMatchObject({
      outcome: 'invalid',
      problems: expect.arrayContaining([expect.stringContaining('minSeats must not exceed maxSeats')]),
    });
    const outcomes = await importSetups(setups, [{ ...doc, storeId: '999999' }], { keepBookings: false });
    expect(outcomes[0]).toMatchObject({ outcome: 'invalid' });
  });

  it('refuses a save over a version it did not start from', async () => {
    const { doc, version } = await setups.current(BATH);
    const next = { ...doc, config: { ...doc.config, leadTimeMinutes: doc.config.leadTimeMinutes + 15 } };
    const actor = { staffId: null, name: 'Mesa' } as const;
    await expect(setups.save(actor, BATH, { doc: next, baseVersion: version - 1 })).rejects.toMatchObject({
      kind: 'conflict',
      message: SETUP_MESSAGES.staleVersion,
    });
    await expect(setups.save(actor, BATH, { doc: { ...next, storeId: '1001' }, baseVersion: version })).rejects.toMatchObject({
      kind: 'invalid',
    });
    expect(await setups.save(actor, BATH, { doc: next, baseVersion: version })).toMatchObject({
      version: version + 1,
      changes: [expect.stringContaining('leadTimeMinutes')],
    });
  });
});

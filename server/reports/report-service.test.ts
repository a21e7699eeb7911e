// Reports read from bookings as the diary wrote them (product.md D12 "Reports"): a
// restaurant's figures and the chain's, demo bookings left out, enquiries that
// became bookings, vouchers and sign-ups of the restaurant's guests, and a
// report that is current the moment a booking changes (PGlite, or PostgreSQL
// with TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from '../../contract/london-time.ts';
import type { RestaurantDoc } from '../../contract/content.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { bookings, customers, diaryVersions, eventLeads, groupEnquiries, restaurants, signUps, voucherCodes } from '../db/schema.ts';
import { REPORT_CHARTS } from '../../contract/reports.ts';
import { createReportService } from './report-service.ts';
import { reportTable } from '../../contract/report-tables.ts';

const url = process.env.TEST_DATABASE_URL;
let database: Database;
let pgSchema: string | undefined;
const NOW = instantOf('2026-11-26', 10 * 60);
const RANGE = { from: '2026-11-23', to: '2026-11-29' }; // Monday to Sunday
let n = 0;

type Row = typeof bookings.$inferInsert;
const booking = (storeId: string, over: Partial<Row>): Row => {
  n++;
  return {
    id: `b${n}`,
    reference: `R${n}`,
    storeId,
    date: '2026-11-27',
    startsAt: 19 * 60,
    durationMinutes: 90,
    adults: 2,
    children: 0,
    covers: 2,
    tableIds: [],
    kind: 'booking',
    status: 'confirmed',
    source: 'online',
    occasionId: 'dinner',
    firstName: 'A',
    lastName: 'B',
    email: `guest${n}@example.com`,
    createdAt: instantOf('2026-11-20', 12 * 60),
    ...over,
  };
};

/** Writes bookings as the booking repository does: each day's diary version moves on. */
async function write(rows: Row[]) {
  const { db } = database;
  // A fixture, not a booking: rows as the engine would have left them (decision 031's exemption for fixtures).
  // eslint-disable-next-line mesa/bookings-written-by-the-engine
  await db.insert(bookings).values(rows);
  for (const r of rows)
    await db
      .insert(diaryVersions)
      .values({ storeId: r.storeId, date: r.date, version: 1 })
      .onConflictDoUpdate({ target: [diaryVersions.storeId, diaryVersions.date], set: { version: sql`${diaryVersions.version} + 1` } });
}

beforeAll(async () => {
  pgSchema = url ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  database = await openDatabase(url && pgSchema ? { url, pgSchema, poolSize: 3 } : { pgliteDir: 'memory://' });
  const { db } = database;
  const place = (storeId: string, slug: string) => ({ storeId, slug, city: 'Bath', title: slug, lat: 0, lng: 0, doc: {} as RestaurantDoc });
  await db.insert(restaurants).values([place('1001', 'bath'), place('1002', 'york')]);
  await write([
    booking('1001', { covers: 4, startsAt: 19 * 60 + 30 }),
    booking('1001', { covers: 2, status: 'cancelled', source: 'phone' }),
    booking('1001', { covers: 12, status: 'no-show', date: '2026-11-28', startsAt: 13 * 60, createdAt: instantOf('2026-11-28', 12 * 60) }),
    booking('1001', {
      covers: 3,
      status: 'completed',
      source: 'walk-in',
      date: '2026-11-23',
      startsAt: 12 * 60,
      createdAt: instantOf('2026-11-23', 12 * 60),
    }),
    booking('1001', { kind: 'enquiry', status: 'requested', covers: 20 }),
    booking('1001', { kind: 'event', status: 'confirmed', covers: 30, email: 'party@example.com', date: '2026-11-29' }),
    booking('1001', { kind: 'enquiry', status: 'declined', covers: 25 }),
    booking('1002', { covers: 5 }),
    booking('1001', { covers: 6, date: '2026-11-30' }), // outside the range
  ]);
  // eslint-disable-next-line mesa/bookings-written-by-the-engine -- a fixture: a demo booking never counts
  await db.insert(bookings).values(booking('1001', { demo: true, covers: 8 }));
  const enquiry = (id: string, email: string, date: string) => ({
    id,
    storeId: '1001',
    venue: 'Bath',
    bookingType: 'party',
    covers: 30,
    date,
    time: '19:00',
    until: '23:00',
    email,
    firstName: 'P',
    lastName: 'Q',
    telephoneNumber: '0',
    shouldReceivePromotions: false,
    shouldReceiveSms: false,
    recipient: 'bath@example.com',
  });
  await db
    .insert(groupEnquiries)
    .values([enquiry('g1', 'Party@Example.com', '2026-11-29'), enquiry('g2', 'other@example.com', '2026-11-25')]);
  await db.insert(customers).values([
    { guid: 'c1', email: 'fan@example.com', favRestaurantCode: '1001' },
    { guid: 'c2', email: 'york@example.com', favRestaurantCode: '1002' },
  ]);
  const at = instantOf('2026-11-24', 9 * 60);
  await db.insert(signUps).values([
    { id: 's1', customerGuid: 'c1', source: 'web', acceptTerms: true, acceptSmsTerms: false, createdAt: at },
    { id: 's2', customerGuid: 'c2', source: 'web', acceptTerms: true, acceptSmsTerms: false, createdAt: at },
  ]);
  await db.insert(voucherCodes).values([
    { id: 'v1', offerId: '1', email: 'fan@example.com', code: 'A1', createdAt: at },
    { id: 'v2', offerId: '1', email: 'nobody@example.com', code: 'A2', createdAt: at },
    // 00:30 on Monday 30 November in London is outside the range, though still the 29th nowhere in the UK
    { id: 'v3', offerId: '1', email: 'fan2@example.com', code: 'A3', createdAt: instantOf('2026-11-30', 30) },
  ]);
}, 60_000);

afterAll(async () => {
  if (pgSchema) await database.db.execute(sql.raw(`drop schema if exists ${pgSchema} cascade`));
  await database?.close();
});

const service = () => createReportService({ db: database.db, clock: () => NOW });

describe(`reports (${url ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sums one restaurant’s week: bookings, covers, rates, sources, sizes, lead times and busy hours', async () => {
    const r = await service().report({ storeId: '1001' }, RANGE);
    const friday = r.days.find((d) => d.start === '2026-11-27')!;
    expect(friday).toMatchObject({ bookings: 1, covers: 4, cancelled: 1, booked: 2 });
    expect(r.weeks).toEqual([{ start: '2026-11-23', bookings: 3, covers: 37, cancelled: 1, noShows: 1, booked: 5 }]);
    expect(r.rates).toMatchObject({ booked: 5, cancelled: 1, noShows: 1, cancellationRate: 0.2, noShowRate: 0.2 });
    expect(r.sources.map((s) => [s.key, s.count])).toEqual([
      ['online', 3],
      ['phone', 1],
      ['walk-in', 1],
      ['waitlist', 0],
    ]);
    expect(r.partySizes.map((p) => p.count)).toEqual([0, 1, 1, 1, 0, 0, 0, 0, 0, 2]);
    // the walk-in and the no-show were booked on the day, the rest over a week ahead
    expect(r.leadTimes.map((p) => p.count)).toEqual([2, 0, 0, 0, 3, 0, 0]);
    const friday19 = r.heatmap.rows[4]!.covers[19 - r.heatmap.firstHour];
    expect(friday19).toBe(4);
    expect(r.heatmap.rows[0]!.covers[12 - r.heatmap.firstHour]).toBe(3);
  });

  it('counts enquiries that became bookings, and a group enquiry answered by a booking', async () => {
    const r = await service().report({ storeId: '1001' }, RANGE);
    expect(r.enquiries.online).toEqual({ received: 3, converted: 1, pending: 1, rate: 0.5 });
    expect(r.enquiries.group).toEqual({ received: 2, converted: 1, rate: 0.5 });
  });

  it('gives a restaurant the vouchers and sign-ups of the guests whose favourite it is; the chain gets all', async () => {
    const one = await service().report({ storeId: '1001' }, RANGE);
    expect([one.vouchers.total, one.signUps.total]).toEqual([1, 1]);
    const chain = await service().report('chain', RANGE);
    expect([chain.vouchers.total, chain.signUps.total]).toEqual([2, 2]);
    expect(chain.vouchers.byDay.find((d) => d.key === '2026-11-24')!.count).toBe(2);
  });

  it('sums every restaurant for the chain', async () => {
    const chain = await service().report('chain', RANGE);
    expect(chain.rates.booked).toBe(6);
    expect(chain.days.find((d) => d.start === '2026-11-27')!.covers).toBe(9);
  });

  it('is current the moment a booking changes, and recomputes only the days that changed', async () => {
    const s = service();
    await s.report('chain', RANGE);
    expect(await s.refresh('chain', RANGE)).toBe(0);
    const [b] = await database.db.select().from(bookings).where(eq(bookings.covers, 5));
    // eslint-disable-next-line mesa/bookings-written-by-the-engine -- a fixture: a no-show as the engine marks it
    await database.db.update(bookings).set({ status: 'no-show' }).where(eq(bookings.id, b!.id));
    await database.db
      .update(diaryVersions)
      .set({ version: sql`${diaryVersions.version} + 1` })
      .where(eq(diaryVersions.storeId, '1002'));
    const after = await s.report('chain', RANGE);
    expect(after.rates.noShows).toBe(2);
    expect(await s.refresh('chain', RANGE)).toBe(0);
  });

  it('gives each chart’s CSV the same table as the page’s, from that chart’s sums alone (decision 065)', async () => {
    const s = service();
    for (const scope of ['chain', { storeId: '1001' }] as const) {
      const page = await s.report(scope, RANGE);
      for (const chart of REPORT_CHARTS) expect(await s.table(scope, RANGE, chart), chart).toEqual(reportTable(page, chart));
    }
  });

  it('counts a group enquiry made after the report was last read, though no booking changed (decision 065)', async () => {
    const s = service();
    const before = await s.report('chain', RANGE);
    expect((await s.report('chain', RANGE)).enquiries.group).toEqual(before.enquiries.group);
    await database.db.insert(groupEnquiries).values({
      id: 'g3',
      storeId: '1002',
      venue: 'York',
      bookingType: 'party',
      covers: 12,
      date: '2026-11-26',
      time: '19:00',
      until: '23:00',
      email: 'late@example.com',
      firstName: 'L',
      lastName: 'E',
      telephoneNumber: '0',
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
      recipient: 'york@example.com',
    });
    expect((await s.report('chain', RANGE)).enquiries.group.received).toBe(before.enquiries.group.received + 1);
    expect((await s.table({ storeId: '1002' }, RANGE, 'enquiries')).rows.at(-1)?.[1]).toBe(1);
  });

  it('counts a voucher issued, and a guest’s new favourite, after the report was last read (decision 065)', async () => {
    const s = service();
    const chain = await s.report('chain', RANGE);
    const bath = await s.report({ storeId: '1001' }, RANGE);
    await database.db
      .insert(voucherCodes)
      .values({ id: 'v4', offerId: '2', email: 'fan@example.com', code: 'A4', createdAt: instantOf('2026-11-25', 10 * 60) });
    await database.db.update(customers).set({ favRestaurantCode: '1001' }).where(eq(customers.guid, 'c2'));
    expect((await s.report('chain', RANGE)).vouchers.total).toBe(chain.vouchers.total + 1);
    const after = await s.report({ storeId: '1001' }, RANGE);
    expect([after.vouchers.total, after.signUps.total]).toEqual([bath.vouchers.total + 1, bath.signUps.total + 1]);
  });

  it('does not count the space a lead’s proposal holds (a booking of kind event) as an event request (decision 080)', async () => {
    const s = service();
    const before = await s.report({ storeId: '1002' }, RANGE);
    await write([booking('1002', { id: 'hold-1', kind: 'event', status: 'confirmed', source: 'phone', covers: 40, date: '2026-11-28' })]);
    await database.db.insert(eventLeads).values({
      id: 'lead-1',
      storeId: '1002',
      source: 'group-enquiry',
      bookingId: 'hold-1',
      createdAt: NOW,
      updatedAt: NOW,
    });
    await write([booking('1002', { kind: 'event', status: 'requested', covers: 30, date: '2026-11-28' })]);
    const after = await s.report({ storeId: '1002' }, RANGE);
    expect(after.enquiries.online.received).toBe(before.enquiries.online.received + 1);
    expect(after.enquiries.online.pending).toBe(before.enquiries.online.pending + 1);
  });
  it('counts event leads by source and status, their conversion and first answer, and the events won by month (decision 081)', async () => {
    const s = service();
    const AUTUMN = { from: '2026-11-01', to: '2026-12-31' };
    const ask = (id: string, date: string) => ({
      id,
      storeId: '1003',
      venue: 'Leeds',
      bookingType: 'party',
      covers: 20,
      date,
      time: '19:00',
      until: '23:00',
      email: `${id}@example.com`,
      firstName: 'E',
      lastName: 'V',
      telephoneNumber: '0',
      shouldReceivePromotions: false,
      shouldReceiveSms: false,
      recipient: 'leeds@example.com',
    });
    await database.db
      .insert(groupEnquiries)
      .values([
        ask('q1', '2026-11-28'),
        ask('q2', '2026-12-05'),
        ask('q3', '2026-12-06'),
        ask('q4', '2026-12-07'),
        ask('q5', '2026-11-10'),
      ]);
    const at = (date: string, minutes: number) => instantOf(date, minutes);
    const lead = (id: string, over: Partial<typeof eventLeads.$inferInsert>) => ({
      id,
      storeId: '1003',
      source: 'group-enquiry' as const,
      enquiryId: id.replace('l', 'q'),
      createdAt: at('2026-11-24', 9 * 60),
      updatedAt: at('2026-11-24', 9 * 60),
      ...over,
    });
    await database.db.insert(eventLeads).values([
      lead('l1', { status: 'confirmed', valuePence: 150_000, firstAnsweredAt: at('2026-11-24', 9 * 60 + 30) }),
      lead('l2', {
        status: 'deposit-paid',
        valuePence: 250_000,
        createdAt: at('2026-11-25', 9 * 60),
        firstAnsweredAt: at('2026-11-25', 10 * 60 + 30),
      }),
      lead('l3', { status: 'lost', createdAt: at('2026-11-25', 10 * 60), firstAnsweredAt: at('2026-11-25', 11 * 60) }),
      lead('l4', { createdAt: at('2026-11-26', 10 * 60) }),
      // Received before the range, so not among its leads; its event is in November, so its value is.
      lead('l5', {
        status: 'completed',
        valuePence: 100_000,
        createdAt: at('2026-10-20', 10 * 60),
        firstAnsweredAt: at('2026-10-20', 11 * 60),
      }),
    ]);

    const leeds = await s.report({ storeId: '1003' }, AUTUMN);
    const [enquiries, requests, all] = leeds.leads;
    expect(enquiries).toMatchObject({
      key: 'group-enquiry',
      label: 'Group enquiry',
      received: 4,
      won: 2,
      answered: 3,
      medianAnswerMinutes: 60,
    });
    expect(enquiries!.byStatus).toEqual({ new: 1, 'proposal-sent': 0, confirmed: 1, 'deposit-paid': 1, completed: 0, lost: 1 });
    expect(enquiries!.conversion).toBeCloseTo(2 / 3);
    expect(requests).toMatchObject({ key: 'event-request', received: 0, conversion: null, medianAnswerMinutes: null });
    expect(all).toMatchObject({ key: 'all', label: 'All sources', received: 4, won: 2, medianAnswerMinutes: 60 });
    expect(leeds.eventValue).toEqual({
      byMonth: [
        { month: '2026-11', label: 'November 2026', events: 2, valuePence: 250_000 },
        { month: '2026-12', label: 'December 2026', events: 1, valuePence: 250_000 },
      ],
      totalPence: 500_000,
    });
    expect(reportTable(leeds, 'leads').rows).toEqual([
      ['Group enquiry', 4, 1, 0, 1, 1, 0, 1, '66.7%', '1 h 00 min'],
      ['Event request', 0, 0, 0, 0, 0, 0, 0, '–', '–'],
      ['All sources', 4, 1, 0, 1, 1, 0, 1, '66.7%', '1 h 00 min'],
    ]);
    expect(reportTable(leeds, 'event-value').rows.at(-1)).toEqual(['All months', 3, '5000.00']);
    // Another restaurant counts none of them.
    expect((await s.report({ storeId: '1001' }, AUTUMN)).leads.at(-1)!.received).toBe(0);

    // A lead saved after the report was read is counted at once (its version and updated_at move the stamp).
    await database.db
      .update(eventLeads)
      .set({ status: 'lost', version: 2, updatedAt: at('2026-11-27', 9 * 60) })
      .where(eq(eventLeads.id, 'l4'));
    const after = await s.table({ storeId: '1003' }, AUTUMN, 'leads');
    expect(after.rows.at(-1)).toEqual(['All sources', 4, 0, 0, 1, 1, 0, 2, '50.0%', '1 h 00 min']);
    expect(after).toEqual(reportTable(await s.report({ storeId: '1003' }, AUTUMN), 'leads'));
  });
});

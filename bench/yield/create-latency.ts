// Create latency with re-seating on (decision 074) and the yield rule (decision 075): a full evening at Bristol
// Harbourside booked through the public create API, one request at a time as diners arrive (the yield bench's
// seeded 1.8× demand), on PostgreSQL when TEST_DATABASE_URL names one (else PGlite). The restaurant's record holds
// four past weeks of the same evening (seeds 2–5), so the rule is on; YIELD_HISTORY=0 leaves the record empty (the
// rule idle). The evening is booked on the same weekday three weeks running (EVENINGS), each with its own first
// solves, after HiGHS is loaded as the server loads it when it starts listening. Prints p50/p99/max of the creates
// and how many moved a booking.
// `node --import tsx bench/yield/create-latency.ts`; figures, never a gate.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { bookingSetupSchema } from '../../contract/booking-setup.ts';
import { addDays, formatHhmm, instantOf, weekdayOf } from '../../contract/london-time.ts';
import { bookingDemand } from '../../server/db/schema.ts';
import { bookingBody, createSharedApps, overlappingPairs, plainDate, queryRows } from '../../tests/support/booking-helpers.ts';
import { demandStream, eveningSeatHours } from './demand.ts';
import { eveningOf } from './evening.ts';
import { demandRecords } from './yield-rule.ts';

const STORE = '1011';
const setup = bookingSetupSchema.parse(JSON.parse(readFileSync('content/booking-setups/bristol-harbourside.json', 'utf8')));
const s = await createSharedApps(1);
const restaurant = (await s.services[0]!.content.restaurantByStoreId(STORE))!;
const date = plainDate(restaurant, 10, { bookableAt: ['17:00', '21:00'] });
const evening = eveningOf(setup, { date, now: s.services[0]!.clock(), occasionId: 'dinner' });
const streamOf = (seed: number) =>
  demandStream({
    seed,
    level: 1.8,
    seatHours: eveningSeatHours(evening.tables, evening.shape),
    turnMinutes: evening.turnMinutes,
    shape: evening.shape,
  });
const requests = streamOf(1);
if (process.env.YIELD_HISTORY !== '0') {
  const rows = [2, 3, 4, 5].flatMap((seed, week) => {
    const serviceDate = addDays(date, -7 * (week + 2));
    // Their diners asked within the week before (the creates here all ask ten days ahead, in one forecast step:
    // a pace check against requests that had already come by then would find this day quiet and leave the rule idle).
    return demandRecords(evening, streamOf(seed), serviceDate).map((r, i) => {
      const leadMinutes = Math.round(r.leadMinutes / 2);
      return {
        ...r,
        storeId: STORE,
        sessionKey: `bench-${seed}-${i}`,
        fullStarts: [...r.fullStarts],
        leadMinutes,
        createdAt: new Date(instantOf(serviceDate, 0).getTime() - leadMinutes * 60_000),
      };
    });
  });
  await s.services[0]!.database.db.insert(bookingDemand).values(rows);
}
await s.services[0]!.booking.yieldRule.warm();
const evenings = Array.from({ length: Number(process.env.EVENINGS ?? 3) }, (_, week) =>
  plainDate(restaurant, 10 + 7 * week, { weekdays: [weekdayOf(date)], bookableAt: ['17:00', '21:00'] }),
);
const timings: number[] = [];
let placed = 0;
let covers = 0;
for (const [day, r] of evenings.flatMap((day) => requests.map((r) => [day, r] as const))) {
  // Parties of 8 need a card guarantee the bench has none for; they are asked as 7.
  const body = bookingBody(day, formatHhmm(r.start), { adults: Math.min(r.covers, 7) });
  const started = performance.now();
  const headers = { ...s.headers, sessionid: `bench-diner-${r.id}` };
  const reply = await s.apps[0]!.inject({ method: 'POST', url: `/api/booking/create/${STORE}`, headers, payload: body });
  timings.push(performance.now() - started);
  if (reply.statusCode === 200) {
    placed++;
    covers += Math.min(r.covers, 7);
  }
}
const db = s.services[0]!.database.db;
const [moves] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from audit_log where action = 'move' and store_id = ${STORE}`,
);
await s.services[0]!.booking.yieldRule.settled();
const ruleOn = (await s.services[0]!.booking.yieldRule.day(STORE, setup, date, s.services[0]!.clock())).guard !== null;
const sorted = [...timings].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
console.log(
  `${s.kind}: yield rule ${ruleOn ? 'on' : 'idle'}; ${evenings.length} evenings, ${timings.length} creates, ${placed} placed (${covers} covers), ${moves!.n} bookings moved; create p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; overlapping pairs ${await overlappingPairs(db, STORE)}`,
);
await s.close();

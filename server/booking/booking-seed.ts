// Booking setups for the demo chain (issue 6 "seeded for every restaurant"):
// a deterministic generator that builds a realistic setup from each
// restaurant's content, and an idempotent seed that stores them.
import { sql } from 'drizzle-orm';
import { bookingSetupSchema, type BookingSetup } from '../../contract/booking-setup.ts';
import type { Restaurant } from '../../contract/content.ts';
import type { Db } from '../db/client.ts';
import { bookingSetups } from '../db/schema.ts';
import type { Occasion, Table, TableGroup } from './rules/model.ts';

/** Holiday-village sites booked through Center Parcs' own system (SPEC §8 code 20). */
export const CENTER_PARCS_SLUGS = ['millbrook-woburn', 'nottinghamshire-sherwood', 'thetford-elveden', 'warminster-longleat'];
/** Not bookable online at all (SPEC §8 code 11). */
export const RESTAURANT_DISABLED_SLUGS = ['torquay'];
/** Booking switched off with the restaurant's own message (SPEC §8 code 19). */
export const CUSTOM_MESSAGE_SLUGS = ['livingston'];
export const CHRISTMAS_PARTY_DATES = { from: '2026-11-20', to: '2026-12-24' };

const SEED_LOCK = 72_736_006;
const h = (hh: number, mm = 0) => hh * 60 + mm;
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const all = { type: 'exclusive' as const, links: [] };
const only = (...ids: string[]) => ({ type: 'inclusive' as const, links: ids.map((id) => ({ id })) });
const except = (...ids: string[]) => ({ type: 'exclusive' as const, links: ids.map((id) => ({ id })) });

/** mulberry32 seeded from the storeId: the same restaurant always gets the same floor plan. */
function randomFor(storeId: string): (n: number) => number {
  let a = [...storeId].reduce((acc, ch) => Math.imul(acc ^ ch.charCodeAt(0), 2_654_435_761) >>> 0, 0x9e3779b9);
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
}

/** 20–35 tables in the restaurant, the bar and (with outdoor seating) the terrace, and the groups they push into. */
function floorPlan(r: Restaurant, random: (n: number) => number): { tables: Table[]; tableGroups: TableGroup[] } {
  const tables: Table[] = [];
  const add = (areaId: string, prefix: string, n: number, minSeats: number, maxSeats: number) => {
    const made: Table[] = [];
    for (let i = 0; i < n; i++) {
      const t = { id: `${prefix}${tables.length + 1}`, areaId, minSeats, maxSeats };
      tables.push(t);
      made.push(t);
    }
    return made;
  };
  const terrace = r.amenities.includes('outdoor-seating');
  add('restaurant', 'r', 5 + random(4) + (terrace ? 0 : 3), 1, 2);
  const fours = add('restaurant', 'r', 5 + random(4), 2, 4);
  const sixes = add('restaurant', 'r', 3 + random(2), 4, 6);
  add('bar', 'b', 3 + random(3), 1, 2);
  add('bar', 'b', 1, 4, 8); // the high table
  const terraceFours = terrace ? (add('terrace', 'p', 2 + random(3), 1, 2), add('terrace', 'p', 2 + random(2), 2, 4)) : [];
  const group = (areaId: string, members: Table[], minSeats: number): TableGroup => ({
    id: `g-${members.map((t) => t.id).join('-')}`,
    areaId,
    tableIds: members.map((t) => t.id),
    minSeats,
    maxSeats: members.reduce((sum, t) => sum + t.maxSeats, 0),
  });
  const pairs = (list: Table[]) => Array.from({ length: Math.floor(list.length / 2) }, (_, i) => [list[2 * i]!, list[2 * i + 1]!]);
  const tableGroups = [
    ...pairs(fours).map((p) => group('restaurant', p, 5)),
    ...pairs(sixes).map((p) => group('restaurant', p, 7)),
    group('restaurant', [...sixes, ...fours.slice(0, 2)], 13), // the long table for the largest parties
    ...pairs(terraceFours).map((p) => group('terrace', p, 5)),
  ];
  return { tables, tableGroups };
}

function occasions(r: Restaurant): Occasion[] {
  const list: Occasion[] = [
    {
      id: 'dinner',
      name: 'Dinner',
      minimumCovers: 1,
      maximumCovers: 20,
      days: ALL_DAYS,
      timeWindows: [{ from: h(17), to: h(30) }],
      acceptsEnquiries: true,
      menuLinkGroup: only('a-la-carte'),
      areaLinkGroup: all,
    },
    {
      id: 'lunch',
      name: 'Lunch',
      minimumCovers: 1,
      maximumCovers: 20,
      days: [1, 2, 3, 4, 5],
      timeWindows: [{ from: h(11), to: h(16) }],
      menuLinkGroup: only('a-la-carte', 'set-lunch'),
      areaLinkGroup: except('bar'),
    },
  ];
  if (r.amenities.includes('bottomless-brunch')) {
    list.push({
      id: 'bottomless-brunch',
      name: 'Bottomless brunch',
      minimumCovers: 2,
      maximumCovers: 12,
      days: [6, 7],
      timeWindows: [{ from: h(11), to: h(15) }],
      menuLinkGroup: only('brunch'),
      areaLinkGroup: except('bar'),
    });
  }
  list.push(
    {
      id: 'birthday',
      name: 'Birthday',
      minimumCovers: 2,
      maximumCovers: 20,
      days: ALL_DAYS,
      timeWindows: [],
      acceptsEnquiries: true,
      menuLinkGroup: except('christmas', 'set-lunch'),
      areaLinkGroup: except('bar'),
    },
    {
      id: 'drinks',
      name: 'Drinks',
      minimumCovers: 1,
      maximumCovers: 8,
      days: ALL_DAYS,
      timeWindows: [],
      menuLinkGroup: only('drinks'),
      areaLinkGroup: only('bar'),
    },
    {
      id: 'christmas-party',
      name: 'Christmas party',
      minimumCovers: 6,
      maximumCovers: 20,
      days: ALL_DAYS,
      timeWindows: [],
      dateRange: CHRISTMAS_PARTY_DATES,
      enquiryAboveCovers: 12,
      menuLinkGroup: only('christmas'),
      areaLinkGroup: only('restaurant'),
    },
  );
  return list;
}

/** The setup the seed stores for a restaurant; the same content always gives the same document. */
export function buildBookingSetup(r: Restaurant): BookingSetup {
  const random = randomFor(r.storeId);
  const { tables, tableGroups } = floorPlan(r, random);
  const areas = [
    { id: 'restaurant', name: 'Restaurant' },
    { id: 'bar', name: 'Bar' },
    ...(tables.some((t) => t.areaId === 'terrace') ? [{ id: 'terrace', name: 'Terrace' }] : []),
  ];
  return bookingSetupSchema.parse({
    storeId: r.storeId,
    origin: 'seed',
    config: {
      enabled: !CUSTOM_MESSAGE_SLUGS.includes(r.slug),
      restaurantEnabled: !RESTAURANT_DISABLED_SLUGS.includes(r.slug),
      centerParcsOnly: CENTER_PARCS_SLUGS.includes(r.slug),
      ...(CUSTOM_MESSAGE_SLUGS.includes(r.slug)
        ? {
            customDisabledMessage: `${r.title} is closed for refurbishment and is not taking bookings online at the moment. Please call us on ${r.phone} and we will gladly help.`,
          }
        : {}),
      slotIntervalMinutes: 15,
      leadTimeMinutes: 60,
      windowDays: 90,
      maxOnlineCovers: 20,
      cardGuaranteeFromCovers: 8,
      turnTimes: [
        { maxCovers: 2, minutes: 90 },
        { maxCovers: 4, minutes: 105 },
        { maxCovers: 6, minutes: 120 },
        { maxCovers: 20, minutes: 150 },
      ],
      pacingCoversPerInterval: 16 + 4 * random(4),
      lastSeatingBeforeCloseMinutes: 60,
    },
    areas,
    tables,
    tableGroups,
    menus: [
      { id: 'a-la-carte', name: 'À la carte', description: 'Our full food and drinks menu.' },
      { id: 'set-lunch', name: 'Set lunch', description: 'Two courses and a soft drink, weekdays.', pricePerHeadPence: 1495 },
      {
        id: 'brunch',
        name: 'Bottomless brunch',
        description: 'A brunch dish with 90 minutes of bottomless drinks.',
        pricePerHeadPence: 3495,
      },
      { id: 'christmas', name: 'Christmas party menu', description: 'Three festive courses and a welcome drink.', pricePerHeadPence: 3295 },
      { id: 'drinks', name: 'Drinks and nibbles', description: 'Cocktails, beers and small plates in the bar.' },
    ],
    occasions: occasions(r),
    upsells: [
      {
        id: 'prosecco',
        name: 'Prosecco on the table',
        description: 'A chilled bottle waiting when you arrive.',
        pricePence: 2800,
        perCover: false,
        available: true,
        occasionIds: [],
        noticeHours: 0,
      },
      {
        id: 'birthday-cake',
        name: 'Birthday cake',
        description: 'Chocolate and dulce de leche, with candles.',
        pricePence: 1800,
        perCover: false,
        available: true,
        occasionIds: ['birthday'],
        noticeHours: 48,
      },
      {
        id: 'bottomless-upgrade',
        name: 'Cocktail upgrade',
        description: 'Make your bottomless drinks cocktails.',
        pricePence: 1000,
        perCover: true,
        available: true,
        occasionIds: ['bottomless-brunch'],
        noticeHours: 0,
      },
      {
        id: 'cocktail-masterclass',
        name: 'Cocktail masterclass',
        description: 'Shake three cocktails with our bartenders.',
        pricePence: 2500,
        perCover: true,
        available: Number(r.storeId) % 2 === 0,
        occasionIds: ['birthday', 'drinks', 'christmas-party'],
        noticeHours: 72,
      },
    ],
  });
}

/**
 * Stores a setup for every restaurant. Idempotent: a restaurant without one
 * gets one, a seeded one is replaced only when the generator's output changed,
 * and one an operator edited (origin 'operator') is never touched.
 */
export async function seedBookingSetups(db: Db, restaurants: readonly Restaurant[]): Promise<{ written: number }> {
  const rows = [...restaurants]
    .sort((a, b) => a.storeId.localeCompare(b.storeId))
    .map((r) => ({ storeId: r.storeId, doc: buildBookingSetup(r) }));
  if (!rows.length) return { written: 0 };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`); // instances starting together
    const written = await tx
      .insert(bookingSetups)
      .values(rows)
      .onConflictDoUpdate({
        target: bookingSetups.storeId,
        set: { doc: sql`excluded.doc`, updatedAt: sql`now()` },
        setWhere: sql`${bookingSetups.doc}->>'origin' = 'seed' and ${bookingSetups.doc} is distinct from excluded.doc`,
      })
      .returning({ storeId: bookingSetups.storeId });
    return { written: written.length };
  });
}

// fast-check generators for booking setups (product.md D7 "Quality"), shared by the
// property tests of the slot search and the setup schema. Test-only: nothing
// outside *.test.ts imports it. Everything it makes is valid for
// bookingSetupSchema by construction, and small enough to check by brute force.
import fc from 'fast-check';
import type { BookingSetupInput } from '../../contract/booking-setup.ts';
import type { SpecialHours, WeeklyHours } from '../../contract/content.ts';
import { WEEKDAYS } from '../../contract/content-constants.ts';
import type { BookingConfig, LinkGroup, Occasion, Table, TableGroup, TimeWindow } from '../../server/booking/rules/model.ts';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Minutes of a clock face (0–1439) → 'HH:MM'. */
export function clock(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** 'YYYY-MM-DD' plus n days, on the plain calendar (no time zone involved). */
export function plusDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** A minute in [min, max], often on the quarter hour as real hours are. */
export function minuteArb(min = 0, max = 1439): fc.Arbitrary<number> {
  return fc.oneof(
    fc.integer({ min: Math.ceil(min / 15), max: Math.floor(max / 15) }).map((q) => q * 15),
    fc.integer({ min, max }),
  );
}

export const hhmmArb = (min = 0, max = 1439) => minuteArb(min, max).map(clock);

const closedArb = fc.constantFrom('closed', 'Closed', 'CLOSED');

/**
 * One day's [open, close, click-and-collect close]: closed, half closed (which
 * fails closed), or open. A close at or before the open is after midnight, and
 * now and then the close equals the open (open round the clock).
 */
export const dayHoursArb: fc.Arbitrary<[string, string, string]> = fc.oneof(
  { weight: 1, arbitrary: fc.tuple(closedArb, closedArb, closedArb) },
  { weight: 1, arbitrary: fc.tuple(hhmmArb(), closedArb, closedArb) },
  { weight: 1, arbitrary: fc.tuple(closedArb, hhmmArb(), hhmmArb()) },
  {
    weight: 12,
    arbitrary: fc
      .oneof({ weight: 4, arbitrary: minuteArb(360, 1080) }, { weight: 1, arbitrary: minuteArb() })
      .chain((open) =>
        fc.tuple(
          fc.constant(clock(open)),
          fc.oneof(
            { weight: 6, arbitrary: minuteArb(60, 900).map((length) => clock((open + length) % 1440)) },
            { weight: 2, arbitrary: hhmmArb() },
            { weight: 1, arbitrary: fc.constant(clock(open)) },
          ),
          fc.oneof(hhmmArb(), closedArb),
        ),
      ),
  },
);

export const weeklyHoursArb: fc.Arbitrary<WeeklyHours> = fc
  .tuple(dayHoursArb, dayHoursArb, dayHoursArb, dayHoursArb, dayHoursArb, dayHoursArb, dayHoursArb)
  .map(
    (days) =>
      Object.fromEntries(
        WEEKDAYS.flatMap((day, i) => {
          const [open, close, cc] = days[i]!;
          return [
            [`${day}Open`, open],
            [`${day}Close`, close],
            [`${day}ClickCollectClose`, cc],
          ];
        }),
      ) as WeeklyHours,
  );

/** Text as people type it, and now and then any UTF-16 at all (JSON must carry it). */
export const textArb = (maxLength = 30) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength, unit: 'binary' }) },
  );

/**
 * Special dates starting from `before` days before `from` to `after` days after
 * it, one day or a range of up to `longest`: some closed, some overlapping.
 */
export function specialHoursArb(from: string, { before = 3, after = 30, longest = 6, maxLength = 4 } = {}): fc.Arbitrary<SpecialHours[]> {
  const entry = fc.record({
    label: textArb(20),
    start: fc.integer({ min: -before, max: after }),
    length: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: longest })),
    hours: dayHoursArb,
  });
  return fc.array(entry, { maxLength }).map((entries) =>
    entries.map(({ label, start, length, hours: [openTime, closeTime, clickCollectClose] }) => ({
      label,
      startDate: plusDays(from, start),
      endDate: plusDays(from, start + length),
      openTime,
      closeTime,
      clickCollectClose,
    })),
  );
}

/** Every day of the week, as a fresh array each time. */
export const everyDayArb: fc.Arbitrary<number[]> = fc.constant(null).map(() => [1, 2, 3, 4, 5, 6, 7]);

export const weekdaysArb: fc.Arbitrary<number[]> = fc.oneof(
  { weight: 1, arbitrary: everyDayArb },
  { weight: 1, arbitrary: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }) },
);

/** A service period as the setup document holds it: 'HH:MM', a last start before the first (or a time before 06:00) after midnight. */
const servicePeriodDocArb = fc.record({
  name: textArb(20).filter((s) => s.trim().length > 0 && s.trim().length <= 40),
  days: weekdaysArb,
  times: fc.oneof(
    { weight: 3, arbitrary: minuteArb(600, 1260).chain((first) => minuteArb(0, 720).map((length) => [first, (first + length) % 1440])) },
    { weight: 1, arbitrary: fc.tuple(minuteArb(), minuteArb()) },
  ),
});

export const servicePeriodsArb = fc.array(servicePeriodDocArb, { minLength: 1, maxLength: 4 }).map((periods) =>
  periods.map(({ name, days, times: [first, last] }, i) => ({
    id: `p${i + 1}`,
    name,
    days,
    firstStart: clock(first),
    lastStart: clock(last),
  })),
);

export interface Floor {
  areas: { id: string; name: string }[];
  tables: Table[];
  tableGroups: TableGroup[];
}

const AREA_IDS = ['restaurant', 'bar', 'terrace'];

/** Areas, up to eight tables and up to three groups of two or more tables of one area. */
export const floorArb: fc.Arbitrary<Floor> = fc
  .subarray(AREA_IDS, { minLength: 1 })
  .chain((areaIds) =>
    fc
      .array(
        fc.record({
          areaId: fc.constantFrom(...areaIds),
          minSeats: fc.oneof({ weight: 2, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 6 }) }),
          extra: fc.integer({ min: 0, max: 6 }),
        }),
        {
          maxLength: 8,
        },
      )
      .map((specs) => ({
        areaIds,
        tables: specs.map((s, i) => ({ id: `t${i + 1}`, areaId: s.areaId, minSeats: s.minSeats, maxSeats: s.minSeats + s.extra })),
      })),
  )
  .chain(({ areaIds, tables }) => {
    const byArea = areaIds.map((areaId) => tables.filter((t) => t.areaId === areaId).map((t) => t.id));
    const groupable = areaIds.filter((_, i) => byArea[i]!.length >= 2);
    const areas = areaIds.map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1) }));
    if (!groupable.length) return fc.constant({ areas, tables, tableGroups: [] });
    const group = fc.constantFrom(...groupable).chain((areaId) =>
      fc.record({
        areaId: fc.constant(areaId),
        tableIds: fc.subarray(byArea[areaIds.indexOf(areaId)]!, { minLength: 2 }),
        minSeats: fc.integer({ min: 1, max: 10 }),
        extra: fc.integer({ min: 0, max: 8 }),
      }),
    );
    return fc.array(group, { maxLength: 3 }).map((groups) => ({
      areas,
      tables,
      tableGroups: groups.map((g, i) => ({
        id: `g${i + 1}`,
        areaId: g.areaId,
        tableIds: g.tableIds,
        minSeats: g.minSeats,
        maxSeats: g.minSeats + g.extra,
      })),
    }));
  });

/** `odd` one time in fifty, else `usual`. */
const rarely = <T>(odd: T, usual: T) => fc.oneof({ weight: 49, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: fc.constant(odd) });

/** The engine's rules: almost always switched on, any interval, lead time, window, turn times, pacing and last seating. */
export const configArb: fc.Arbitrary<BookingConfig & { groupEnquiryFromCovers: number }> = fc
  .record({
    enabled: rarely(false, true),
    restaurantEnabled: rarely(false, true),
    centerParcsOnly: rarely(true, false),
    slotIntervalMinutes: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(15, 30, 10, 20) },
      { weight: 1, arbitrary: fc.integer({ min: 5, max: 60 }) },
    ),
    leadTimeMinutes: fc.oneof(
      fc.constantFrom(0, 60, 120),
      fc.integer({ min: 0, max: 200 }).map((q) => q * 15),
      fc.integer({ min: 0, max: 3000 }),
    ),
    windowDays: fc.oneof({ weight: 2, arbitrary: fc.constant(90) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 30 }) }),
    maxOnlineCovers: fc.oneof({ weight: 3, arbitrary: fc.constant(20) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 20 }) }),
    cardGuaranteeFromCovers: fc.option(fc.integer({ min: 1, max: 20 })),
    turnTimes: fc.uniqueArray(fc.record({ maxCovers: fc.integer({ min: 1, max: 20 }), minutes: fc.integer({ min: 15, max: 300 }) }), {
      minLength: 1,
      maxLength: 4,
      selector: (t) => t.maxCovers,
    }),
    pacingCoversPerInterval: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 24 })),
    lastSeatingBeforeCloseMinutes: fc.oneof(fc.constantFrom(0, 30, 60), fc.integer({ min: 0, max: 240 })),
    groupEnquiryFromCovers: fc.integer({ min: 2, max: 21 }),
  })
  .map((c) => ({ ...c, groupEnquiryFromCovers: Math.min(c.groupEnquiryFromCovers, c.maxOnlineCovers + 1) }));

const linkGroupArb = (ids: readonly string[]) =>
  fc.record({
    type: fc.constantFrom('inclusive' as const, 'exclusive' as const),
    links: fc.subarray([...ids]).map((l) => l.map((id) => ({ id }))),
  });

/**
 * An occasion the slot search books online only: no enquiries (acceptsEnquiries
 * and enquiryAboveCovers left out), any days, time windows, date range around
 * `from`, covers and areas.
 */
export function onlineOccasionArb(areaIds: readonly string[], from: string): fc.Arbitrary<Occasion> {
  const window = fc.tuple(minuteArb(0, 1500), minuteArb(15, 600)).map(([from, length]) => ({ from, to: Math.min(from + length, 1800) }));
  const dateRange = fc
    .tuple(fc.integer({ min: -20, max: 10 }), fc.integer({ min: 0, max: 30 }))
    .map(([start, length]) => ({ from: plusDays(from, start), to: plusDays(from, start + length) }));
  return fc
    .record({
      minimumCovers: fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }) }),
      extraCovers: fc.oneof({ weight: 2, arbitrary: fc.constant(19) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 12 }) }),
      days: fc.oneof({ weight: 3, arbitrary: everyDayArb }, { weight: 1, arbitrary: weekdaysArb }),
      timeWindows: fc.oneof(
        { weight: 2, arbitrary: fc.constant(null).map((): TimeWindow[] => []) },
        { weight: 1, arbitrary: fc.array(window, { minLength: 1, maxLength: 2 }) },
      ),
      dateRange: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: dateRange }),
      areaLinkGroup: fc.oneof(
        { weight: 2, arbitrary: fc.constant(null).map((): LinkGroup => ({ type: 'exclusive', links: [] })) },
        { weight: 1, arbitrary: linkGroupArb(areaIds) },
      ),
    })
    .map(({ extraCovers, dateRange, ...o }) => ({
      id: 'occasion',
      name: 'Occasion',
      ...o,
      maximumCovers: Math.min(o.minimumCovers + extraCovers, 20),
      ...(dateRange ? { dateRange } : {}),
      menuLinkGroup: { type: 'exclusive' as const, links: [] },
    }));
}

const idOf = (prefix: string) => (_: unknown, i: number) => `${prefix}${i + 1}`;

/** A whole setup document: what the console saves and the export writes. */
export const bookingSetupArb: fc.Arbitrary<BookingSetupInput> = fc
  .record({
    floor: floorArb,
    menus: fc.array(
      fc.record(
        { name: textArb(), description: fc.string({ maxLength: 60 }), pricePerHeadPence: fc.nat({ max: 10_000 }) },
        { requiredKeys: ['name'] },
      ),
      { maxLength: 4 },
    ),
    start: fc.integer({ min: 0, max: 700 }),
  })
  .chain(({ floor, menus, start }) => {
    const from = plusDays('2026-01-01', start);
    const menuDocs = menus.map((m, i) => ({ id: idOf('menu-')(m, i), ...m }));
    const menuIds = menuDocs.map((m) => m.id);
    const areaIds = floor.areas.map((a) => a.id);
    const occasion = fc.record(
      {
        base: onlineOccasionArb(areaIds, from),
        name: textArb(),
        acceptsEnquiries: fc.boolean(),
        enquiryAboveCovers: fc.integer({ min: 1, max: 500 }),
        menuLinkGroup: linkGroupArb(menuIds),
      },
      { requiredKeys: ['base', 'name', 'menuLinkGroup'] },
    );
    return fc
      .record(
        {
          storeId: fc.stringMatching(/^\d{1,10}$/),
          origin: fc.constantFrom('seed' as const, 'operator' as const),
          config: configArb,
          customDisabledMessage: textArb(40).filter((s) => s.trim().length > 0 && s.trim().length <= 500),
          externalBookingUrl: fc.webUrl({ validSchemes: ['https'] }),
          hours: weeklyHoursArb,
          specialHours: specialHoursArb(from, { after: 400, maxLength: 6 }),
          servicePeriods: servicePeriodsArb,
          occasions: fc.array(occasion, { maxLength: 4 }),
          upsells: fc.array(
            fc.record({
              name: textArb(),
              description: fc.string({ maxLength: 60 }),
              pricePence: fc.nat({ max: 100_000 }),
              perCover: fc.boolean(),
              available: fc.boolean(),
              occasionPicks: fc.array(fc.nat({ max: 3 }), { maxLength: 3 }),
              noticeHours: fc.nat({ max: 24 * 14 }),
            }),
            { maxLength: 3 },
          ),
        },
        { requiredKeys: ['storeId', 'config', 'hours', 'servicePeriods', 'occasions', 'upsells'] },
      )
      .map(({ customDisabledMessage, externalBookingUrl, occasions, upsells, ...doc }) => {
        const occasionDocs = occasions.map(({ base, ...extra }, i) => ({ ...base, ...extra, id: idOf('occasion-')(base, i) }));
        const occasionIds = occasionDocs.map((o) => o.id);
        return {
          ...doc,
          config: {
            ...doc.config,
            ...(customDisabledMessage === undefined ? {} : { customDisabledMessage }),
            ...(externalBookingUrl === undefined ? {} : { externalBookingUrl }),
          },
          areas: floor.areas,
          tables: floor.tables,
          tableGroups: floor.tableGroups,
          menus: menuDocs,
          occasions: occasionDocs,
          upsells: upsells.map(({ occasionPicks, ...u }, i) => ({
            id: `extra-${i + 1}`,
            ...u,
            occasionIds: [...new Set(occasionPicks.filter((n) => n < occasionIds.length).map((n) => occasionIds[n]!))],
          })),
        };
      });
  });

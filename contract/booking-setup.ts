// A restaurant's booking setup (product.md D4 "booking", product.md §3 "Model", decision 025):
// config, opening hours and special dates (the one source the restaurant page,
// the opening status, the finder and the engine read), service periods, areas,
// tables, table groups, booking menus, occasions (product.md §3) and upsells. Stored
// whole as one document per restaurant and validated on import, on every
// console save and on read, so a hand-edited row cannot reach the engine. The
// demo chain's documents are content/booking-setups/*.json (decision 025).
import { z } from 'zod';
import { MAX_TABLE_BOOKING_COVERS } from './booking-codes.ts';
import { specialHoursSchema, weeklyHoursSchema } from './content.ts';

/** Ids arrive in query strings (product.md §7): short, lower-case, URL-safe. */
export const bookingIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be an id of lower-case letters, digits and hyphens');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD');
const count = z.number().int().min(1).max(500);
/** Minutes after the London midnight of a date; up to the next day's 06:00 for late closes. */
const minuteOfDay = z
  .number()
  .int()
  .min(0)
  .max(30 * 60);

/** A fee per cover in pence (decision 040): at least a penny, at most £1,000. */
const feePerCover = z.number().int().min(1).max(100_000);

/**
 * product.md D11 "Deposits and no-show fees": a rule for an occasion, a party size from N, given weekdays or dates, and
 * what it takes — a deposit per cover with the booking, or a card guarantee (charged only as the setup's no-show
 * and late-cancellation fees). Empty lists match every occasion, weekday or date; a rule with dates matches only
 * those dates (a weekday list then also has to match). Rules saved before `takes` existed are deposits.
 */
export const depositRuleSchema = z
  .object({
    occasionIds: z.array(bookingIdSchema).max(50).default([]),
    fromCovers: count,
    /** ISO weekdays: 1 = Monday … 7 = Sunday. */
    weekdays: z.array(z.number().int().min(1).max(7)).max(7).default([]),
    dates: z.array(isoDate).max(366).default([]),
    takes: z.enum(['deposit', 'guarantee']).default('deposit'),
    /** The deposit per cover; none for a card guarantee. */
    perCoverPence: feePerCover.nullable(),
  })
  .refine((r) => r.takes === 'guarantee' || r.perCoverPence !== null, {
    path: ['perCoverPence'],
    message: 'A deposit rule needs its amount per guest',
  });
export type DepositRule = z.infer<typeof depositRuleSchema>;

/** product.md §3: a link group keeps (inclusive) or removes (exclusive) the linked ids. */
export const linkGroupSchema = z.object({
  type: z.enum(['inclusive', 'exclusive']),
  links: z.array(z.object({ id: bookingIdSchema })),
});

export const bookingConfigSchema = z.object({
  enabled: z.boolean(),
  restaurantEnabled: z.boolean(),
  centerParcsOnly: z.boolean(),
  customDisabledMessage: z.string().trim().min(1).max(500).optional(),
  slotIntervalMinutes: z.number().int().min(5).max(60),
  leadTimeMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
  windowDays: z.number().int().min(0).max(366),
  maxOnlineCovers: z.number().int().min(1).max(MAX_TABLE_BOOKING_COVERS),
  cardGuaranteeFromCovers: count.nullable(),
  turnTimes: z
    .array(z.object({ maxCovers: count, minutes: z.number().int().min(15).max(600) }))
    .min(1)
    .max(20),
  pacingCoversPerInterval: count.nullable(),
  lastSeatingBeforeCloseMinutes: z.number().int().min(0).max(600),
  /**
   * Parties of this many or more are sent to the group enquiry form instead of
   * booking online: the one number every text about large groups shows.
   */
  groupEnquiryFromCovers: z
    .number()
    .int()
    .min(2)
    .max(MAX_TABLE_BOOKING_COVERS + 1),
  /**
   * product.md D11 "Reminders that diners answer": how many hours before a confirmed booking its reminder e-mail goes;
   * null sends none. Documents saved before the setting existed read as the default, 24 hours.
   */
  reminderHoursBefore: z
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .nullable()
    .default(24),
  /**
   * product.md D11 "Deposits and no-show fees": what a manager may charge to the card a guaranteed booking left, per
   * cover, in pence; null charges none. Documents saved before the settings existed read as none.
   */
  noShowFeePerCoverPence: feePerCover.nullable().default(null),
  lateCancellationFeePerCoverPence: feePerCover.nullable().default(null),
  /** A diner's cancellation less than this many hours before the start is late (product.md D11). */
  cancellationWindowHours: z
    .number()
    .int()
    .min(1)
    .max(14 * 24)
    .default(24),
  /**
   * product.md D11 "Deposits": a deposit per cover taken with the booking (and deducted from the bill) when a rule
   * matches its occasion, party size and day; the first matching rule wins. A deposit booking needs no separate
   * card guarantee. Documents saved before the setting existed read as none (decision 049).
   */
  depositRules: z.array(depositRuleSchema).max(20).default([]),
  /**
   * product.md D11 "Waitlist": diners may join a waitlist online when their time is full (true by default), and a freed
   * table is held for the first of them this many minutes (decision 050).
   */
  waitlistOnline: z.boolean().default(true),
  waitlistHoldMinutes: z.number().int().min(5).max(120).default(15),
  /** Where diners book instead when online booking here is off (Center Parcs' own system, product.md §8 code 20). */
  externalBookingUrl: z.url({ protocol: /^https$/, error: 'Expected an https:// address' }).optional(),
});

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM');

/**
 * When bookings start (decision 025): the first and last start time on the
 * weekdays it runs, separate from the opening hours diners see, which clip it
 * (a special date's shorter hours, the last seating before close). A last start
 * before the first, or a time before 06:00, is after midnight.
 */
export const servicePeriodSchema = z.object({
  id: bookingIdSchema,
  name: z.string().trim().min(1).max(40),
  /** ISO weekdays: 1 = Monday … 7 = Sunday. */
  days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  firstStart: hhmm,
  lastStart: hhmm,
});

export const areaSchema = z.object({ id: bookingIdSchema, name: z.string().min(1).max(80) });

const seats = { minSeats: count, maxSeats: count };
const seatsInOrder = (s: { minSeats: number; maxSeats: number }) => s.minSeats <= s.maxSeats;
export const tableSchema = z
  .object({ id: bookingIdSchema, areaId: bookingIdSchema, ...seats })
  .refine(seatsInOrder, 'minSeats must not exceed maxSeats');
export const tableGroupSchema = z
  .object({ id: bookingIdSchema, areaId: bookingIdSchema, tableIds: z.array(bookingIdSchema).min(2).max(12), ...seats })
  .refine(seatsInOrder, 'minSeats must not exceed maxSeats');

export const bookingMenuSchema = z.object({
  id: bookingIdSchema,
  name: z.string().min(1).max(80),
  description: z.string().max(500).optional(),
  pricePerHeadPence: z.number().int().nonnegative().optional(),
});

export const occasionSchema = z
  .object({
    id: bookingIdSchema,
    name: z.string().min(1).max(80),
    minimumCovers: count,
    maximumCovers: count,
    /** ISO weekdays: 1 = Monday … 7 = Sunday. */
    days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    /** Half-open start-time windows in minutes; empty = whenever the restaurant takes bookings. */
    timeWindows: z.array(z.object({ from: minuteOfDay, to: minuteOfDay }).refine((w) => w.from < w.to, 'from must be before to')),
    dateRange: z.object({ from: isoDate, to: isoDate }).optional(),
    acceptsEnquiries: z.boolean().optional(),
    enquiryAboveCovers: count.optional(),
    menuLinkGroup: linkGroupSchema,
    areaLinkGroup: linkGroupSchema,
  })
  .refine((o) => o.minimumCovers <= o.maximumCovers, 'minimumCovers must not exceed maximumCovers');

/** Extras offered with a booking (product.md §7 upsells). */
export const upsellSchema = z.object({
  id: bookingIdSchema,
  name: z.string().min(1).max(80),
  description: z.string().max(500),
  pricePence: z.number().int().nonnegative(),
  perCover: z.boolean(),
  /** Switched off by the restaurant (out of stock); listed only with includeUnavailable. */
  available: z.boolean(),
  /** Occasions it goes with; empty = every occasion. */
  occasionIds: z.array(bookingIdSchema),
  /** Hours' notice the kitchen needs before the booking starts. */
  noticeHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14),
});

const unique = (ids: string[]) => new Set(ids).size === ids.length;

export const bookingSetupSchema = z
  .object({
    storeId: z.string().regex(/^\d{1,10}$/),
    /** 'seed' documents are replaced when the generator changes; 'operator' ones are never touched by the seed. */
    origin: z.enum(['seed', 'operator']).default('operator'),
    config: bookingConfigSchema,
    /** The opening hours diners see (product.md §3 flat weekday fields). */
    hours: weeklyHoursSchema,
    /** Closures and other hours for a date or range; the label is the reason diners are shown. */
    specialHours: z.array(specialHoursSchema).max(400).default([]),
    servicePeriods: z.array(servicePeriodSchema).min(1).max(30),
    areas: z.array(areaSchema).min(1),
    tables: z.array(tableSchema),
    tableGroups: z.array(tableGroupSchema),
    menus: z.array(bookingMenuSchema),
    occasions: z.array(occasionSchema),
    upsells: z.array(upsellSchema),
  })
  .superRefine((s, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    const areaIds = new Set(s.areas.map((a) => a.id));
    const tables = new Map(s.tables.map((t) => [t.id, t]));
    for (const [label, ids] of [
      ['service period', s.servicePeriods.map((p) => p.id)],
      ['area', s.areas.map((a) => a.id)],
      ['table', s.tables.map((t) => t.id)],
      ['table group', s.tableGroups.map((g) => g.id)],
      ['menu', s.menus.map((m) => m.id)],
      ['occasion', s.occasions.map((o) => o.id)],
      ['upsell', s.upsells.map((u) => u.id)],
    ] as const) {
      if (!unique([...ids])) problem(`duplicate ${label} id`);
    }
    if (s.config.groupEnquiryFromCovers > s.config.maxOnlineCovers + 1)
      problem('groupEnquiryFromCovers must be at most one more than maxOnlineCovers');
    for (const d of s.specialHours) if (d.endDate < d.startDate) problem(`special date ${d.label}: endDate is before startDate`);
    for (const t of s.tables) if (!areaIds.has(t.areaId)) problem(`table ${t.id}: unknown area ${t.areaId}`);
    for (const g of s.tableGroups) {
      if (!areaIds.has(g.areaId)) problem(`table group ${g.id}: unknown area ${g.areaId}`);
      for (const id of g.tableIds) if (tables.get(id)?.areaId !== g.areaId) problem(`table group ${g.id}: table ${id} is not in its area`);
    }
    const menuIds = new Set(s.menus.map((m) => m.id));
    const occasionIds = new Set(s.occasions.map((o) => o.id));
    for (const o of s.occasions) {
      for (const { id } of o.menuLinkGroup.links) if (!menuIds.has(id)) problem(`occasion ${o.id}: unknown menu ${id}`);
      for (const { id } of o.areaLinkGroup.links) if (!areaIds.has(id)) problem(`occasion ${o.id}: unknown area ${id}`);
    }
    for (const u of s.upsells) for (const id of u.occasionIds) if (!occasionIds.has(id)) problem(`upsell ${u.id}: unknown occasion ${id}`);
  });

export type BookingSetup = z.output<typeof bookingSetupSchema>;
export type BookingSetupInput = z.input<typeof bookingSetupSchema>;
export type Upsell = z.output<typeof upsellSchema>;
export type ServicePeriodDoc = z.output<typeof servicePeriodSchema>;
export type BookingConfigDoc = z.output<typeof bookingConfigSchema>;

// Shared plain-data fixtures for the booking rules tests: a restaurant shaped
// like content/booking-setups/bath.json.
import type { WeeklyHours } from '../../contract/content.ts';
import type { BookingConfig, ExistingBooking, Occasion, ServicePeriod, Table, TableGroup } from '../../server/booking/rules/model.ts';
import type { SpecialHoursEntry } from '../../contract/opening-hours.ts';
import type { SlotSearchInput } from '../../server/booking/rules/slot-search.ts';

export const BATH_HOURS: WeeklyHours = {
  mondayOpen: '12:00',
  mondayClose: '22:00',
  mondayClickCollectClose: '21:00',
  tuesdayOpen: '12:00',
  tuesdayClose: '22:00',
  tuesdayClickCollectClose: '21:00',
  wednesdayOpen: '12:00',
  wednesdayClose: '22:00',
  wednesdayClickCollectClose: '21:00',
  thursdayOpen: '12:00',
  thursdayClose: '22:00',
  thursdayClickCollectClose: '21:00',
  fridayOpen: '11:00',
  fridayClose: '23:00',
  fridayClickCollectClose: '21:00',
  saturdayOpen: '11:00',
  saturdayClose: '23:00',
  saturdayClickCollectClose: '21:00',
  sundayOpen: '11:00',
  sundayClose: '22:00',
  sundayClickCollectClose: '21:00',
};

export const BATH_SPECIAL: SpecialHoursEntry[] = [
  {
    label: 'Christmas Eve',
    startDate: '2026-12-24',
    endDate: '2026-12-24',
    openTime: '11:00',
    closeTime: '18:00',
    clickCollectClose: '17:00',
  },
  {
    label: 'Christmas Day',
    startDate: '2026-12-25',
    endDate: '2026-12-25',
    openTime: 'closed',
    closeTime: 'closed',
    clickCollectClose: 'closed',
  },
  {
    label: 'Boxing Day',
    startDate: '2026-12-26',
    endDate: '2026-12-26',
    openTime: '13:00',
    closeTime: '22:00',
    clickCollectClose: '21:00',
  },
  {
    label: 'New Year’s Eve',
    startDate: '2026-12-31',
    endDate: '2026-12-31',
    openTime: '12:00',
    closeTime: '00:00',
    clickCollectClose: '20:00',
  },
  {
    label: 'New Year’s Day',
    startDate: '2027-01-01',
    endDate: '2027-01-01',
    openTime: '13:00',
    closeTime: '21:00',
    clickCollectClose: '20:30',
  },
];

/** Bath's hours with one weekday changed. */
export function hoursWith(overrides: Partial<WeeklyHours>): WeeklyHours {
  return { ...BATH_HOURS, ...overrides };
}

/** One service period from morning to the small hours every day: the opening hours alone decide. */
export const ALL_DAY: ServicePeriod[] = [
  { id: 'all-day', name: 'All day', days: [1, 2, 3, 4, 5, 6, 7], firstStart: 0, lastStart: 30 * 60 },
];

/** A restaurant-day: Bath's hours, seven tables in three areas, one combinable pair, no bookings. */
export function slotInput(overrides: Partial<SlotSearchInput> = {}): SlotSearchInput {
  return {
    date: '2026-06-01', // a Monday, 12:00–22:00
    now: new Date('2026-05-31T09:00:00Z'),
    covers: 2,
    occasion: occasion(),
    areaId: null,
    config: config(),
    hours: BATH_HOURS,
    specialHours: BATH_SPECIAL,
    servicePeriods: ALL_DAY,
    tables: TABLES,
    tableGroups: GROUPS,
    bookings: [],
    ...overrides,
  };
}

export function config(overrides: Partial<BookingConfig> = {}): BookingConfig {
  return {
    enabled: true,
    restaurantEnabled: true,
    centerParcsOnly: false,
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
    pacingCoversPerInterval: null,
    lastSeatingBeforeCloseMinutes: 60,
    ...overrides,
  };
}

export function occasion(overrides: Partial<Occasion> = {}): Occasion {
  return {
    id: 'dinner',
    name: 'Dinner',
    minimumCovers: 1,
    maximumCovers: 20,
    days: [1, 2, 3, 4, 5, 6, 7],
    timeWindows: [],
    menuLinkGroup: { type: 'exclusive', links: [] },
    areaLinkGroup: { type: 'exclusive', links: [] },
    ...overrides,
  };
}

export const TABLES: Table[] = [
  { id: 't1', areaId: 'restaurant', minSeats: 1, maxSeats: 2 },
  { id: 't2', areaId: 'restaurant', minSeats: 1, maxSeats: 2 },
  { id: 't3', areaId: 'restaurant', minSeats: 2, maxSeats: 4 },
  { id: 't4', areaId: 'restaurant', minSeats: 2, maxSeats: 4 },
  { id: 't5', areaId: 'restaurant', minSeats: 4, maxSeats: 6 },
  { id: 'b1', areaId: 'bar', minSeats: 1, maxSeats: 2 },
  { id: 'p1', areaId: 'terrace', minSeats: 2, maxSeats: 4 },
];
export const GROUPS: TableGroup[] = [{ id: 'g34', areaId: 'restaurant', tableIds: ['t3', 't4'], minSeats: 6, maxSeats: 8 }];

let nextId = 1;
/** A confirmed booking at 'HH:MM' on the searched date. */
export function booked(
  time: string,
  tableIds: string[],
  covers = 2,
  durationMinutes = 90,
  extra: Partial<ExistingBooking> = {},
): ExistingBooking {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return { id: `b${nextId++}`, startsAt: h * 60 + m, durationMinutes, covers, tableIds, status: 'confirmed', ...extra };
}

/** Quarter-hour times from `from` to `to` inclusive, as 'HH:MM'. */
export function quarters(from: string, to: string): string[] {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const out: string[] = [];
  for (let m = toMin(from); m <= toMin(to); m += 15)
    out.push(`${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}

// What staff's writes share (booking-staff.ts): finding the booking, reading
// a time typed by staff, the seating rules' input, the audit log's view of a
// booking, the diner's e-mail as a write not yet run, and the day locks —
// the same per-restaurant-day lock as an online create (product.md D5).
import type { BookingSetup } from '../../contract/booking-setup.ts';
import { BOOKING_CODES } from '../../contract/booking-codes.ts';
import { SERVICE_STAGE_LABELS } from '../../contract/booking-lifecycle.ts';
import { tableLabel } from '../../contract/diary-shapes.ts';
import { MINUTES_PER_DAY, formatHhmm, parseHhmm, type IsoDate } from '../../contract/london-time.ts';
import { openingWindow } from '../../contract/opening-hours.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import type { PendingInsert } from '../db/write-together.ts';
import { conflict, invalid, notFound } from '../domain/domain-error.ts';
import type { DepositRefunds } from '../payments/deposit-refunds.ts';
import type { BookingLinks } from './booking-links.ts';
import type { BookingMailOptions, MailBooking } from './booking-mail.ts';
import type { BookingRepository, BookingRow } from './booking-repository.ts';
import type { Venue } from './booking-venue.ts';
import { turnTimeFor } from './rules/slot-search.ts';
import { staffHours } from './rules/staff-hours.ts';
import type { SeatsFreed } from './waitlist.ts';
import type { WaitlistOffers } from './waitlist-offer.ts';
import { dinerMailInsert } from './effects/diner-mail.ts';

export interface StaffDeps {
  db: Db;
  repo: BookingRepository;
  content: ContentService;
  links: BookingLinks;
  clock: () => Date;
  /** The site's own address (the effects' mails link to it). */
  publicUrl: string;
  /** Decision 049: gives a deposit back when the restaurant cancels. */
  refunds?: Pick<DepositRefunds, 'run'> | undefined;
  /** Decision 050: told after a write that may have freed seats, so the waitlist is offered them (never fails the write). */
  freed?: SeatsFreed | undefined;
  /** Decision 050: a cancellation offers its seats to the waitlist in its own transaction, whoever cancels. */
  waitlistOffers?: Pick<WaitlistOffers, 'prepareOffers' | 'offerInLock'> | undefined;
  /** Decision 082: what confirming or declining an event request also writes (the composition root passes its lead's). */
  eventAnswered?: EventAnswered | undefined;
}

/** Writes, in the same transaction, what the restaurant's answer to an event request means beyond the booking (its lead). */
export type EventAnswered = (
  tx: Runner,
  answer: { bookingId: string; action: 'confirm' | 'decline'; reason: string | null; actor: AuditActor; at: Date },
) => Promise<void>;

export const BOOKING_NOT_FOUND = 'This booking could not be found';

/** The stored booking, or not found (an id that cannot be one is not looked up). */
export async function storedBooking({ db, repo }: Pick<StaffDeps, 'db' | 'repo'>, id: string, runner: Runner = db): Promise<BookingRow> {
  const row = /^[\w-]{1,64}$/.test(id) ? await repo.byId(id, runner) : null;
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return row;
}

/** product.md §8 status 9 with a 409, as an online create that lost the race gets it. */
export const slotTaken = (message: string) => conflict(message, { code: BOOKING_CODES.BOOKING_WENT_WRONG });

/** What the audit log keeps of a booking: the fields staff can change. */
export const auditView = (
  b: Pick<BookingRow, 'status' | 'date' | 'startsAt' | 'durationMinutes' | 'adults' | 'children' | 'tableIds'> &
    Partial<Pick<BookingRow, 'serviceStage'>>,
) => ({
  status: b.status,
  ...(b.serviceStage ? { stage: SERVICE_STAGE_LABELS[b.serviceStage].toLowerCase() } : {}),
  date: b.date,
  time: formatHhmm(b.startsAt),
  minutes: b.durationMinutes,
  adults: b.adults,
  children: b.children,
  tables: tableLabel(b.tableIds),
});

/** A time typed by staff as minutes after the date's midnight: before opening means after midnight. */
export function startOf(venue: Venue, date: IsoDate, time: string): number {
  const clock = parseHhmm(time);
  if (clock === null) throw invalid('time', 'Please choose a time as HH:MM');
  const window = openingWindow(venue.setup.hours, venue.setup.specialHours, date);
  return window && clock < window.open && clock + MINUTES_PER_DAY < window.close ? clock + MINUTES_PER_DAY : clock;
}

/**
 * product.md D8: a staff booking or move stays inside the day's opening hours, override or not — it starts
 * after opening and its turn ends by closing (a walk-in's turn is cut at closing). The turn time it may
 * keep, or null when the setup has none (staffSeating refuses that); otherwise a field error on `time`.
 */
export function assertWithinHours(
  venue: Venue,
  date: IsoDate,
  start: number,
  covers: number,
  walkIn: boolean,
  length?: number,
): number | null {
  const duration = length ?? turnTimeFor(venue.setup.config.turnTimes, covers);
  if (duration === null) return null;
  const { hours, specialHours } = venue.setup;
  const verdict = staffHours({ date, start, durationMinutes: duration, hours, specialHours, walkIn });
  if (!verdict.ok) throw invalid(verdict.field, verdict.message);
  return verdict.durationMinutes;
}

/** The restaurant's side of staffSeating's input (rules/staff-seating.ts) for `date`. */
export function seatingInput(venue: Venue, date: IsoDate, now: Date) {
  const setup: BookingSetup = venue.setup;
  return {
    date,
    now,
    config: setup.config,
    hours: venue.setup.hours,
    specialHours: venue.setup.specialHours,
    tables: setup.tables,
    tableGroups: setup.tableGroups,
  };
}

/** The diner's e-mail about a booking, to write with it; none for a walk-in without an address. */
export function dinerMail(
  { links, clock }: Pick<StaffDeps, 'links' | 'clock'>,
  tx: Runner,
  venue: Venue,
  row: Omit<MailBooking, 'occasionName'> & { occasionId: string },
  opts: BookingMailOptions,
): PendingInsert[] {
  return dinerMailInsert(tx, venue, row, links, clock(), opts);
}

/** Locks the days in one order (two moves between the same days never wait on each other). */
export async function lockDays(
  repo: Pick<BookingRepository, 'lockDay'>,
  tx: Runner,
  storeId: string,
  dates: readonly IsoDate[],
): Promise<void> {
  for (const date of [...new Set(dates)].sort()) await repo.lockDay(tx, storeId, date);
}

/** The day's seat holders inside the lock, without the booking being changed. */
export const othersOnDay = async (repo: BookingRepository, tx: Runner, storeId: string, date: IsoDate, exceptId: string) =>
  (await repo.lockedSeatHolders(tx, storeId, date)).filter((b) => b.id !== exceptId);

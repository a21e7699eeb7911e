// The booking engine's service (product.md D1, D5): the modal's reads, multi-
// restaurant availability, placing bookings, enquiries and events, the
// signed view-and-cancel link, staff's bookings from the console (decision
// 031), and the narrow reads the console, the daily sheet and the page cache
// need. The repository and the settings store stay inside. Time is injected
// (product.md H9); the composition root (server/services.ts) builds it with
// its link secret and payments.
import type { RestaurantSettings } from '../../contract/console-forms.ts';
import type { IsoDate } from '../../contract/london-time.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { createAvailability } from './booking-availability.ts';
import { createBookingCancellation } from './booking-cancel.ts';
import { createBookingChange } from './booking-change.ts';
import { createBookingDays } from './booking-days.ts';
import { createDemoBookings } from './booking-demo.ts';
import { createBookingPlacement, type EventRequestWrites, type PlaceKind, type PlaceOutcome } from './booking-create.ts';
import type { EventAnswered } from './booking-staff-parts.ts';
import type { BookingLinks } from './booking-links.ts';
import { createBookingQueries } from './booking-queries.ts';
import { createBookingRepository, type BookingStatus, type EventHoldStore } from './booking-repository.ts';
import { createStaffBookings } from './booking-staff.ts';
import { createDayOptimiser } from './booking-optimise.ts';
import { loadVenue } from './booking-venue.ts';
import { createRestaurantSettings } from './restaurant-settings.ts';
import { createYieldService } from './yield/yield-service.ts';
import type { PaymentsAdapter } from '../payments/payments.ts';
import type { Currency } from '../../contract/money.ts';
import { createReminderAnswers } from './reminder-answer.ts';
import { createReminderJob } from './reminder-job.ts';
import { createDeposits } from './booking-deposit.ts';
import { createDepositRefunds } from '../payments/deposit-refunds.ts';
import type { BookingById } from '../payments/payment-store.ts';
import type { BookingCounters } from '../metrics/metrics.ts';
import { reminderStateOf, reminderStates } from './reminder-store.ts';
import { createWaitlist } from './waitlist.ts';

export interface BookingServiceDeps {
  db: Db;
  content: ContentService;
  payments: PaymentsAdapter;
  links: BookingLinks;
  brandKey: string;
  publicUrl: string;
  clock?: () => Date;
  /** Decision 040: the one currency of card amounts (PAYMENTS_CURRENCY); GBP unless given. */
  currency?: Currency;
  /** Decision 038: an SMS provider is configured, so reminders also go as texts to diners who opted in. */
  smsReminders?: boolean;
  /** Decision 046: how each booking request ended, for /metrics. */
  counters?: BookingCounters | undefined;
  /** Where a failed waitlist offer after a write is reported (the write itself never fails for it). */
  log?: { warn(obj: object, msg: string): void } | undefined;
  /** Decision 082: what an event request also writes with its booking (the composition root passes its lead). */
  eventRequestWrites?: EventRequestWrites | undefined;
  /** Decision 082: what confirming or declining an event request also writes (its lead confirmed, or lost with the reason). */
  eventAnswered?: EventAnswered | undefined;
}

export function createBookingService(deps: BookingServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  const repo = createBookingRepository(deps.db);
  const settings = createRestaurantSettings(deps.db);
  // Decision 075: the yield rule's demand record and forecast.
  const yieldRule = createYieldService({
    db: deps.db,
    settings,
    onError: (err) => deps.log?.warn({ err }, 'the yield rule failed: a demand record not stored, or a day left without the rule'),
  });
  const base = { ...deps, currency: deps.currency ?? 'GBP', repo, clock, settings, yieldRule };
  // Decision 050: after a write that may free seats commits, the waitlist is offered them; a failure
  // is logged and left to the `waitlist.offer` job, never the write's.
  const waitlist = createWaitlist(base);
  const freed = async (storeId: string, date: IsoDate) => {
    try {
      await waitlist.offerFreedSeats(storeId, date);
    } catch (err) {
      deps.log?.warn({ err, storeId, date }, 'waitlist offer after a write failed; the waitlist.offer job will retry');
    }
  };
  // Decision 049 deposits: taken with the booking, refunded when it is cancelled in time.
  const bookingById: BookingById = (id, runner, opts) => repo.byId(id, runner, opts);
  const refunds = createDepositRefunds({ ...base, bookingById });
  const deposits = createDeposits({ ...base, refunds });
  const common = { ...base, refunds, deposits, freed, waitlistOffers: waitlist };
  return {
    /** Decision 050: the waitlist — offers of freed tables, the diner's join, claim and leave, the console's day list. */
    waitlist,
    payments: deps.payments,
    ...createBookingQueries(common),
    availability: createAvailability(common),
    days: createBookingDays(common),
    ...createBookingCancellation(common),
    ...createBookingChange(common),
    place: createBookingPlacement(common),
    /** Decision 038: the diner's Confirm on a reminder (the reminder page's POST). */
    ...createReminderAnswers(common),
    /** Decision 038: sends the due reminders through the outbox, exactly once each (the `booking.reminders` job). */
    reminders: createReminderJob(common),
    /** Decision 049: settles deposits and refunds left open, exactly once each (the `payments.reconcile` job). */
    deposits,
    /** Decision 083: asks the card provider for a refund claimed in a caller's transaction (an event's deposit). */
    refunds: { run: refunds.run },
    /** Decision 038: "confirmed by the diner" or "no answer" for each of these bookings whose reminder was sent. */
    reminderStates: (bookingIds: readonly string[]) => reminderStates(deps.db, bookingIds),
    /** Decision 038: one booking's reminder state, or null when none was sent. */
    reminderStateOf: (bookingId: string) => reminderStateOf(deps.db, bookingId),
    /** Staff's phone and walk-in bookings, lifecycle actions, moves and notes (booking-staff.ts). */
    staff: createStaffBookings(common),
    /** Decision 079: "Optimise the day", proposed and applied under the day lock. */
    optimiser: createDayOptimiser(common),
    /** A demo install's sample bookings: made for today and the next days, and cleared (booking-demo.ts). */
    demo: createDemoBookings(common),

    /** Decision 080: the locks, reads and writes an event's hold on the diary makes in its caller's transaction. */
    eventHoldStore: repo as EventHoldStore,
    /** One booking, or null; with `forUpdate`, locked until the transaction ends (the fees' claim). */
    bookingById,
    /** A restaurant's booking setup (cached), or null. */
    setupOf: (storeId: string) => repo.setup(storeId),
    /** The setups of these restaurants, by storeId (those without one left out). */
    setupsOf: (storeIds: readonly string[]) => repo.setups(storeIds),
    /** A restaurant's setup and content, or not found (product.md §8 code 10), whether or not it takes online bookings. */
    venueOf: (storeId: string) => loadVenue(repo, deps.content, storeId),
    /** Every restaurant with a setup, by storeId. */
    storeIds: () => repo.storeIds(),
    /** Drops this instance's cached setups (after a save, or when the published version moved on). */
    forgetSetups: () => repo.forgetSetups(),
    /** The restaurant-day's change counter: what an open diary polls. */
    dayVersion: (storeId: string, date: IsoDate) => repo.dayVersion(storeId, date),
    /** Another instance changed the day (decision 066): this one's cached reads of it are let go. */
    dayChangedElsewhere: (storeId: string, date: IsoDate) => repo.invalidateDay(storeId, date),
    /** A restaurant-day's bookings, of any status or of those given. */
    bookingsOn: (storeId: string, date: IsoDate, statuses?: readonly BookingStatus[]) => repo.onDay(storeId, date, statuses),
    /** By name, phone, e-mail or reference, newest date first, in the given restaurants (null = all). */
    searchBookings: (query: string, storeIds: readonly string[] | null, limit: number) => repo.search(query, storeIds, limit),
    /** A restaurant's bookings from `from` to `to`, both included, by date and time. */
    bookingsBetween: (storeId: string, from: IsoDate, to: IsoDate) => repo.between(storeId, from, to),
    /** Decision 075: the yield rule's forecast and guard for a restaurant day, and its demand record. */
    yieldRule,
    /** A restaurant's console settings (notices, the daily sheet's hour), cached briefly. */
    restaurantSettings: (storeId: string) => settings.read(storeId),
    /** A manager's save of them, with its audit entry. */
    saveRestaurantSettings: (actor: AuditActor, after: RestaurantSettings) => settings.save(actor, after, clock()),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
export type { PlaceKind, PlaceOutcome };

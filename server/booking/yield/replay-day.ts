// Replays a stream of diners' requests through the engine as the create flow does it (product.md D5
// "Booking engine rules"): for each diner in arrival order, checkSlot re-checks the time
// against the bookings so far (pacing, then the free table or group that wastes least,
// decision 073, else a re-seating of unpinned bookings, decision 074, and the yield rule,
// decision 075), the moves it names are applied and the seats it names are stored with the
// booking. Pure: the yield bench and the console's simulation of a rule (decision 075) use it.
import { formatHhmm, parseHhmm } from '../../../contract/london-time.ts';
import type { ExistingBooking, Occasion } from '../rules/model.ts';
import { checkSlot, searchSlots, type SlotCheck, type SlotSearchInput } from '../rules/slot-search.ts';
import { OFFER_RESEAT, type ReseatPolicy } from '../rules/reseat-day.ts';
import type { YieldGuard } from './yield-guard.ts';

/** A diner's request: a party and the start asked for (minutes after midnight); its occasion when not the day's. */
export interface DinerRequest {
  id: number;
  covers: number;
  start: number;
  occasion?: Occasion | undefined;
}

/** Everything checkSlot reads except the party and the bookings so far, and the re-seating policy. */
export interface Evening {
  engine: Omit<SlotSearchInput, 'covers' | 'bookings'>;
  reseat: ReseatPolicy;
}

export interface Seated {
  request: DinerRequest;
  startsAt: number;
  durationMinutes: number;
  tableIds: string[];
}

export interface ReplayResult {
  covers: number;
  parties: number;
  seated: Seated[];
}

export interface ReplayOptions {
  /** 0: the diner takes only the time asked for; 30: the nearest bookable time within ±30 minutes. */
  flexMinutes?: number;
  /**
   * A yield rule tried in front of the engine (bench/yield/experiments/): called once the engine would seat the
   * request, with its position in the stream and the bookings so far; false turns the diner away.
   */
  accept?: (decision: { request: DinerRequest; index: number; bookings: readonly ExistingBooking[]; check: SlotCheck }) => boolean;
  /** Decision 075: the yield rule as the day stands when the diner asks (the guard its forecast gives then). */
  yieldGuardAt?: (index: number) => YieldGuard | null;
  /** Told of every diner before the next one asks: seated or not, with the bookings as they stood when they asked. */
  onRequest?: (request: DinerRequest, index: number, seated: boolean, bookings: readonly ExistingBooking[]) => void;
}

const inputFor = (evening: Evening, request: DinerRequest) => ({
  ...evening.engine,
  occasion: request.occasion ?? evening.engine.occasion,
  covers: request.covers,
});

/** The bookable time nearest the one asked for, within ±flex (the earlier on a tie), or null. */
function nearestTime(
  evening: Evening,
  bookings: ExistingBooking[],
  request: DinerRequest,
  flex: number,
  yieldGuard: YieldGuard | null,
): string | null {
  // Offered times count re-seating with the offer's budget, as the booking API's are (decision 074).
  const input = { ...inputFor(evening, request), bookings, reseat: OFFER_RESEAT, yieldGuard };
  if (flex === 0) return formatHhmm(request.start);
  const offered = searchSlots(input).times.filter((s) => !s.canEnquire);
  let best: { time: string; distance: number } | null = null;
  for (const slot of offered) {
    const distance = Math.abs((parseHhmm(slot.time) ?? Infinity) - request.start);
    if (distance <= flex && (!best || distance < best.distance)) best = { time: slot.time, distance };
  }
  return best?.time ?? null;
}

export function replayEngine(evening: Evening, requests: readonly DinerRequest[], options: ReplayOptions = {}): ReplayResult {
  const bookings: ExistingBooking[] = [];
  const seated: Seated[] = [];
  for (const [index, request] of requests.entries()) {
    const yieldGuard = options.yieldGuardAt?.(index) ?? null;
    const time = nearestTime(evening, bookings, request, options.flexMinutes ?? 0, yieldGuard);
    const check = time === null ? null : checkSlot({ ...inputFor(evening, request), bookings, reseat: evening.reseat, yieldGuard }, time);
    // An 'enquiry' verdict is a request the restaurant answers by hand: not seated online.
    const seats =
      check?.status === 'bookable' &&
      check.seating !== null &&
      check.startsAt !== null &&
      check.durationMinutes !== null &&
      (!options.accept || options.accept({ request, index, bookings, check }));
    options.onRequest?.(request, index, seats, bookings);
    if (!seats || !check?.seating || check.startsAt === null || check.durationMinutes === null) continue;
    // Decision 074: the moves the engine asks for are applied before the new booking is stored, as the create does.
    for (const move of check.moves) {
      const i = bookings.findIndex((b) => b.id === move.bookingId);
      bookings[i] = { ...bookings[i]!, tableIds: move.toTableIds };
      const s = seated.findIndex((x) => `d${x.request.id}` === move.bookingId);
      seated[s] = { ...seated[s]!, tableIds: move.toTableIds };
    }
    const booking: ExistingBooking = {
      id: `d${request.id}`,
      startsAt: check.startsAt,
      durationMinutes: check.durationMinutes,
      covers: request.covers,
      tableIds: check.seating.tableIds,
      status: 'confirmed',
      // As the create stores it: re-seating keeps a booking in the areas its occasion allows (decision 074).
      occasionId: (request.occasion ?? evening.engine.occasion).id,
    };
    bookings.push(booking);
    seated.push({ request, startsAt: booking.startsAt, durationMinutes: booking.durationMinutes, tableIds: booking.tableIds });
  }
  return { covers: seated.reduce((sum, s) => sum + s.request.covers, 0), parties: seated.length, seated };
}

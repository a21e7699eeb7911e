// Remembers slot searches made against one cached restaurant-day (product.md D5
// "Performance"): diners asking about the same day, party size, occasion and
// area within the same minute get the same answer without searching again.
// Keyed by the cached bookings array, so any change to the day (a new entry
// in the read cache) starts afresh; the setup object and the minute must match
// too, since the lead time moves with the clock.
import type { BookingSetup } from '../../contract/booking-setup.ts';
import type { ExistingBooking } from './rules/model.ts';
import { searchSlots, type SlotSearchInput, type SlotSearchResult } from './rules/slot-search.ts';

interface Entry {
  setup: BookingSetup;
  /** Decision 075: the guard the search was made with (a new one every forecast step). */
  guard: unknown;
  minute: number;
  result: SlotSearchResult;
}

const byDay = new WeakMap<readonly ExistingBooking[], Map<string, Entry>>();

export function memoSearchSlots(input: SlotSearchInput, setup: BookingSetup): SlotSearchResult {
  const minute = Math.floor(input.now.getTime() / 60_000);
  const key = `${input.date}|${input.occasion.id}|${input.covers}|${input.areaId ?? ''}`;
  let day = byDay.get(input.bookings);
  if (!day) byDay.set(input.bookings, (day = new Map<string, Entry>()));
  const hit = day.get(key);
  const guard = input.yieldGuard ?? null;
  if (hit && hit.setup === setup && hit.minute === minute && hit.guard === guard) return hit.result;
  const result = searchSlots(input);
  day.set(key, { setup, minute, guard, result });
  return result;
}

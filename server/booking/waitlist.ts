// The waitlist's service (decision 050 "Waitlist"): offers of freed
// tables (waitlist-offer.ts), the diner's join, claim and leave
// (waitlist-diner.ts) and the console's day list (waitlist-console.ts), over
// one set of dependencies. The booking service builds it and runs
// `offerFreedSeats` after every write that may free seats.
import type { IsoDate } from '../../contract/london-time.ts';
import { createWaitlistConsole } from './waitlist-console.ts';
import { createWaitlistDiner } from './waitlist-diner.ts';
import { createWaitlistOffers, type WaitlistDeps } from './waitlist-offer.ts';
import { openDays } from './waitlist-store.ts';
import { londonDateOf } from '../../contract/london-time.ts';

export function createWaitlist(deps: WaitlistDeps) {
  const offers = createWaitlistOffers(deps);
  const withOffers = { ...deps, offerFreedSeats: offers.offerFreedSeats };
  return {
    ...offers,
    /** After a setup save: every day of the restaurant with an entry in the queue is offered what is now free. */
    async offerStore(storeId: string): Promise<void> {
      for (const day of await openDays(deps.db, londonDateOf(deps.clock()))) {
        if (day.storeId === storeId) await offers.offerFreedSeats(storeId, day.date);
      }
    },
    diner: createWaitlistDiner(withOffers),
    console: createWaitlistConsole(withOffers),
  };
}

export type Waitlist = ReturnType<typeof createWaitlist>;

/** A write that may have freed seats on a restaurant-day tells the waitlist after its commit (best effort). */
export type SeatsFreed = (storeId: string, date: IsoDate) => Promise<void>;

// What every booking effect shares (decisions 062 and 068): the links and address the mails carry, the name of
// the booking's occasion, and the diner's e-mail about a change of state as a write not yet run.
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import type { Restaurant } from '../../../contract/content.ts';
import type { Runner } from '../../db/runner.ts';
import type { PendingInsert } from '../../db/write-together.ts';
import { mailInsert } from '../../mail/outbox.ts';
import type { BookingLinks } from '../booking-links.ts';
import { bookingMail, type BookingMailOptions, type MailBooking } from '../booking-mail.ts';

export interface EffectDeps {
  links: BookingLinks;
  publicUrl: string;
}

/** The restaurant a mail names, and its setup when it has one (a diner may cancel after the setup is gone). */
export interface MailVenue {
  setup: Pick<BookingSetup, 'occasions'> | null;
  restaurant: Restaurant;
}

/** The SEQUENCE of a change's e-mail: the second it was made (booking-change.ts sequenceOf reads it back). */
export const sequenceAt = (at: Date) => Math.floor(at.getTime() / 1000);

/** The booking's occasion by name, as its e-mails give it. */
export const occasionNameOf = (setup: MailVenue['setup'], occasionId: string) =>
  setup?.occasions.find((o) => o.id === occasionId)?.name ?? 'Your booking';

/** The diner's e-mail about a booking, to write with it; none for a walk-in without an address. */
export function dinerMailInsert(
  tx: Runner,
  venue: MailVenue,
  row: Omit<MailBooking, 'occasionName'> & { occasionId: string },
  links: BookingLinks,
  now: Date,
  opts: BookingMailOptions,
): PendingInsert[] {
  if (!row.email) return [];
  const occasionName = occasionNameOf(venue.setup, row.occasionId);
  return [mailInsert(tx, bookingMail({ ...row, occasionName }, venue.restaurant, links, now, opts))];
}

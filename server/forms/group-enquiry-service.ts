// POST /api/contact/group-booking (product.md §3, §4, §7): the enquiry is stored
// and e-mailed to the restaurant like a contact message, in one transaction.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { groupEnquiryRequestSchema } from '../../contract/forms.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { invalid } from '../domain/domain-error.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { groupEnquiryMail } from './form-mail.ts';
import { createFormRepository } from './form-repository.ts';
import { tickedConsents } from '../consent/consent.ts';
import { guestIdentityWrites } from '../guests/guest-identity.ts';
import { writeTogether } from '../db/write-together.ts';
import { leadWrites } from '../events/lead-service.ts';

export type GroupEnquiryInput = z.output<typeof groupEnquiryRequestSchema>;

/** Today's date in London, YYYY-MM-DD (the restaurants' calendar). */
export const londonToday = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);

export interface GroupEnquiryDeps {
  db: Db;
  content: ContentService;
  centralInbox: string;
  now?: () => Date;
}

export function createGroupEnquiryService(deps: GroupEnquiryDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = createFormRepository(deps.db);
  return {
    async send(input: GroupEnquiryInput): Promise<string> {
      const restaurant = await deps.content.restaurantByStoreId(input.storeId);
      if (!restaurant) throw invalid('venue', 'Please choose a restaurant');
      if (input.date < londonToday(now())) throw invalid('date', 'Please choose a date from today onwards');
      if (input.until === input.time) throw invalid('until', 'Please choose a finish time after the start time');
      const id = randomUUID();
      const to = restaurant.email || deps.centralInbox;
      const row = { ...input, venue: restaurant.title, specialRequest: input.specialRequest };
      await repo.transaction(async (forms, tx) => {
        await forms.insertGroupEnquiry({
          id,
          storeId: restaurant.storeId,
          venue: row.venue,
          bookingType: row.bookingType,
          covers: row.covers,
          date: row.date,
          time: row.time,
          until: row.until,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          telephoneNumber: row.telephoneNumber,
          specialRequest: row.specialRequest || null,
          shouldReceivePromotions: row.shouldReceivePromotions,
          shouldReceiveSms: row.shouldReceiveSms,
          recipient: to,
        });
        await enqueueMail(tx, groupEnquiryMail({ ...row, to }));
        // Decision 045: the diner meets their guest profile (decision 044), and a box they ticked is consent,
        // recorded with when, where and how.
        await writeTogether(tx, [
          // Decision 077: the enquiry is a lead of its restaurant from the start.
          ...leadWrites(tx, { source: 'group-enquiry', enquiryId: id }, { storeId: restaurant.storeId, at: now() }),
          ...guestIdentityWrites(tx, [{ email: row.email, name: `${row.firstName} ${row.lastName}`, phone: row.telephoneNumber }]),
          ...tickedConsents(tx, {
            email: row.email,
            promotions: row.shouldReceivePromotions,
            sms: row.shouldReceiveSms,
            at: now(),
            source: 'group enquiry',
            reference: id,
          }),
        ]);
      });
      return id;
    },
  };
}

export type GroupEnquiryService = ReturnType<typeof createGroupEnquiryService>;

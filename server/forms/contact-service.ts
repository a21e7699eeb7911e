// POST /api/contact/sendemail (product.md §3, §4, §7): the message is stored, its
// files claimed, and the e-mail (with the files) queued in one transaction,
// to the chosen restaurant or the central inbox.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { contactRequestSchema } from '../../contract/forms.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { invalid } from '../domain/domain-error.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { claimFiles } from '../uploads/upload-service.ts';
import { contactMail } from './form-mail.ts';
import { createFormRepository } from './form-repository.ts';
import type { ContactDefinitions } from './contact-content.ts';
import { writeTogether } from '../db/write-together.ts';
import { guestIdentityWrites } from '../guests/guest-identity.ts';

export type ContactInput = z.output<typeof contactRequestSchema>;

export interface ContactServiceDeps {
  db: Db;
  content: ContentService;
  definitions: () => Promise<ContactDefinitions>;
  centralInbox: string;
}

export function createContactService(deps: ContactServiceDeps) {
  const repo = createFormRepository(deps.db);
  return {
    async content() {
      const [defs, restaurants] = await Promise.all([deps.definitions(), deps.content.restaurantSummaries()]);
      return {
        contactReasons: defs.contactReasons,
        restaurants: restaurants.map((r) => ({ storeId: r.storeId, title: r.title })),
      };
    },
    contactTypes: async () => (await deps.definitions()).contactTypes,

    /** Stores and queues the message; returns its id. */
    async send(input: ContactInput, sessionId: string): Promise<string> {
      const defs = await deps.definitions();
      const type = defs.contactTypes.find((t) => t.id === input.enquiryType);
      if (!type) throw invalid('enquiryType', 'Please choose the type of enquiry');
      const reason = defs.contactReasons.find((r) => r.id === input.contactReason.id);
      if (!reason) throw invalid('contactReason', 'Please choose a reason for contacting us');
      const sub = input.contactSubReason ? reason.subReasons.find((s) => s.id === input.contactSubReason?.id) : undefined;
      if (input.contactSubReason && !sub) throw invalid('contactSubReason', 'Please choose one of the options');
      if (reason.subReasons.length > 0 && !sub) throw invalid('contactSubReason', 'Please choose one of the options');
      const restaurant = input.enquiryRestaurant ? await deps.content.restaurantByStoreId(input.enquiryRestaurant) : null;
      if (input.enquiryRestaurant && !restaurant) throw invalid('enquiryRestaurant', 'Please choose a restaurant');
      if (reason.needsRestaurant && !restaurant) throw invalid('enquiryRestaurant', 'Please choose the restaurant this is about');
      const guests = reason.askGuests ? input.guests : null;
      const to = restaurant?.email ?? deps.centralInbox;

      const id = randomUUID();
      await repo.transaction(async (forms, tx) => {
        await forms.insertContactMessage({
          id,
          sessionId,
          enquiryType: type.id,
          contactReason: reason.id,
          contactSubReason: sub?.id ?? null,
          storeId: restaurant?.storeId ?? null,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone || null,
          guests,
          message: input.message,
          recipient: to,
        });
        // Decision 044: the diner meets their guest profile.
        await writeTogether(
          tx,
          guestIdentityWrites(tx, [{ email: input.email, name: `${input.firstName} ${input.lastName}`, phone: input.phone }]),
        );
        const attachments = await claimFiles(
          tx,
          sessionId,
          id,
          input.uploadedFiles.map((f) => f.id),
        );
        const mail = contactMail({
          to,
          restaurant: restaurant?.title ?? null,
          typeName: type.name,
          reason,
          subReasonName: sub?.name ?? null,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          guests,
          message: input.message,
        });
        await enqueueMail(tx, { ...mail, attachments });
      });
      return id;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

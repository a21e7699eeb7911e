// A customer's own pages (product.md §3, §4, §7 Customer): preferences, interests,
// occasion dates and the marketing subscription, all reached by the guid in
// their e-mail links. A guid that matches nobody is not found ("not found").
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { birthDateToIso, isoToBirthDate } from '../../contract/birthday.ts';
import type {
  CustomerPreferences,
  OccasionDate,
  updateChoicesRequestSchema,
  updatePreferencesRequestSchema,
} from '../../contract/customers.ts';
import { PREFERENCES_SAVED } from '../../contract/customers.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { invalid, notFound } from '../domain/domain-error.ts';
import { consentInsert } from '../consent/consent.ts';
import { createCustomerRepository } from './customer-repository.ts';

export const CUSTOMER_NOT_FOUND = 'not found';

export function createPreferencesService(db: Db, content: ContentService, now: () => Date = () => new Date()) {
  const repo = createCustomerRepository(db);
  async function interestChoices() {
    return (await content.choices())?.interests ?? [];
  }
  const known = async (guid: string) => {
    if (!(await repo.exists(guid))) throw notFound(CUSTOMER_NOT_FOUND);
  };

  async function occasionDatesOf(guid: string): Promise<OccasionDate[] | null> {
    const rows = await repo.occasionDates(guid);
    if (rows.length === 0 && !(await repo.exists(guid))) return null;
    return rows;
  }

  return {
    async preferences(guid: string): Promise<CustomerPreferences | null> {
      const row = await repo.details(guid);
      if (!row) return null;
      const [ticked, dates, choices] = await Promise.all([repo.interestIds(guid), occasionDatesOf(guid), interestChoices()]);
      const checked = new Set(ticked);
      return {
        guid: row.guid,
        message: PREFERENCES_SAVED,
        firstName: row.firstName,
        favRestaurantCode: row.favRestaurantCode,
        birthDate: row.birthDate ? isoToBirthDate(row.birthDate) : null,
        gender: row.gender,
        phoneNumber: row.phoneNumber,
        websiteSmsOptIn: row.websiteSmsOptIn,
        interests: choices.map((c) => ({ id: c.id, name: c.name, checked: checked.has(c.id) })),
        occasionDates: dates ?? [],
      };
    },

    /** product.md §4: "Success"; an unknown guid is not found ("not found"). */
    async updatePreferences(input: z.output<typeof updatePreferencesRequestSchema>): Promise<string> {
      if (!(await content.restaurantByStoreId(input.favRestaurantCode))) {
        throw invalid('favRestaurantCode', 'Please choose your favourite restaurant');
      }
      const updated = await repo.transaction(async (customers, tx) => {
        const before = await customers.consentOf(input.guid);
        if (!before) return false;
        await customers.update(
          input.guid,
          {
            firstName: input.firstName,
            phoneNumber: input.phoneNumber,
            favRestaurantCode: input.favRestaurantCode,
            birthDate: input.birthDate === null ? null : birthDateToIso(input.birthDate),
            websiteSmsOptIn: input.websiteSmsOptIn,
            ...(input.gender !== undefined ? { gender: input.gender } : {}),
          },
          now(),
        );
        // Decision 045: changing the text messages box is giving or withdrawing consent, recorded with when, where and how.
        if (before.websiteSmsOptIn !== input.websiteSmsOptIn) {
          await consentInsert(tx, {
            email: before.email,
            channel: 'sms',
            granted: input.websiteSmsOptIn,
            at: now(),
            source: 'preferences',
            method: input.websiteSmsOptIn ? 'ticked the text messages box' : 'unticked the text messages box',
          });
        }
        return true;
      });
      if (!updated) throw notFound(CUSTOMER_NOT_FOUND);
      return PREFERENCES_SAVED;
    },

    /** Replaces the ticked interests; each is named by id or by name. */
    async updateChoices(input: z.output<typeof updateChoicesRequestSchema>): Promise<string> {
      const choices = await interestChoices();
      const ids = input.interests
        .filter((i) => i.checked)
        .map((i) => {
          const match = choices.find((c) => c.id === i.id || c.name === i.name);
          if (!match) throw invalid('interests', `Unknown interest ${i.id ?? i.name ?? ''}`.trim());
          return match.id;
        });
      await known(input.guid);
      await repo.transaction((customers) => customers.replaceInterests(input.guid, [...new Set(ids)]));
      return PREFERENCES_SAVED;
    },

    occasionDates: occasionDatesOf,

    async updateOccasionDates(guid: string, dates: OccasionDate[]): Promise<string> {
      await known(guid);
      await repo.transaction((customers) =>
        customers.replaceOccasionDates(
          guid,
          dates.map((d) => ({ ...d, id: randomUUID() })),
        ),
      );
      return PREFERENCES_SAVED;
    },

    /**
     * One-click unsubscribe (and its undo); false when the guid matches nobody. Decision 045: the address's e-mail
     * consent follows, so no older tick on a booking or a form keeps it on any list.
     */
    async setSubscribed(
      guid: string,
      subscribed: boolean,
      method: string = subscribed ? 'resubscribe button' : 'unsubscribe button',
    ): Promise<boolean> {
      return repo.transaction(async (customers, tx) => {
        const who = await customers.consentOf(guid);
        if (!who) return false;
        // The consent event is the subscription (decision 071): nothing else to keep in step.
        await consentInsert(tx, { email: who.email, channel: 'email', granted: subscribed, at: now(), source: 'unsubscribe page', method });
        return true;
      });
    },

    subscription: (guid: string) => repo.subscription(guid),
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;

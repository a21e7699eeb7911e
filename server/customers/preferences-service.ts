// A customer's own pages (SPEC §3, §4, §7 Customer): preferences, interests,
// occasion dates and the marketing subscription, all reached by the guid in
// their e-mail links. A guid that matches nobody gives "not found".
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
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
import { customerInterests, customers, occasionDates } from '../db/schema.ts';
import { HttpError } from '../http/api-errors.ts';

export const CUSTOMER_NOT_FOUND = 'not found';

export function createPreferencesService(db: Db, content: ContentService, now: () => Date = () => new Date()) {
  async function interestChoices() {
    return (await content.choices())?.interests ?? [];
  }

  async function exists(guid: string): Promise<boolean> {
    const [row] = await db.select({ guid: customers.guid }).from(customers).where(eq(customers.guid, guid));
    return Boolean(row);
  }

  async function occasionDatesOf(guid: string): Promise<OccasionDate[] | null> {
    const rows = await db
      .select({ name: occasionDates.name, date: occasionDates.date })
      .from(occasionDates)
      .where(eq(occasionDates.customerGuid, guid))
      .orderBy(asc(occasionDates.position));
    if (rows.length === 0 && !(await exists(guid))) return null;
    return rows;
  }

  return {
    async preferences(guid: string): Promise<CustomerPreferences | null> {
      const [row] = await db.select().from(customers).where(eq(customers.guid, guid));
      if (!row) return null;
      const [ticked, dates, choices] = await Promise.all([
        db.select({ id: customerInterests.interestId }).from(customerInterests).where(eq(customerInterests.customerGuid, guid)),
        occasionDatesOf(guid),
        interestChoices(),
      ]);
      const checked = new Set(ticked.map((t) => t.id));
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

    /** SPEC §4: "Success", or "not found" for an unknown guid. */
    async updatePreferences(input: z.output<typeof updatePreferencesRequestSchema>): Promise<string> {
      if (!(await content.restaurantByStoreId(input.favRestaurantCode))) {
        throw new HttpError(400, 'favRestaurantCode: Please choose your favourite restaurant');
      }
      const updated = await db
        .update(customers)
        .set({
          firstName: input.firstName,
          phoneNumber: input.phoneNumber,
          favRestaurantCode: input.favRestaurantCode,
          birthDate: input.birthDate === null ? null : birthDateToIso(input.birthDate),
          websiteSmsOptIn: input.websiteSmsOptIn,
          ...(input.gender !== undefined ? { gender: input.gender } : {}),
          updatedAt: now(),
        })
        .where(eq(customers.guid, input.guid))
        .returning({ guid: customers.guid });
      return updated.length ? PREFERENCES_SAVED : CUSTOMER_NOT_FOUND;
    },

    /** Replaces the ticked interests; each is named by id or by name. */
    async updateChoices(input: z.output<typeof updateChoicesRequestSchema>): Promise<string> {
      const choices = await interestChoices();
      const ids = input.interests
        .filter((i) => i.checked)
        .map((i) => {
          const match = choices.find((c) => c.id === i.id || c.name === i.name);
          if (!match) throw new HttpError(400, `interests: Unknown interest ${i.id ?? i.name ?? ''}`.trim());
          return match.id;
        });
      if (!(await exists(input.guid))) return CUSTOMER_NOT_FOUND;
      await db.transaction(async (tx) => {
        await tx.delete(customerInterests).where(eq(customerInterests.customerGuid, input.guid));
        if (ids.length)
          await tx.insert(customerInterests).values([...new Set(ids)].map((interestId) => ({ customerGuid: input.guid, interestId })));
      });
      return PREFERENCES_SAVED;
    },

    occasionDates: occasionDatesOf,

    async updateOccasionDates(guid: string, dates: OccasionDate[]): Promise<string> {
      if (!(await exists(guid))) return CUSTOMER_NOT_FOUND;
      await db.transaction(async (tx) => {
        await tx.delete(occasionDates).where(eq(occasionDates.customerGuid, guid));
        if (dates.length) {
          await tx
            .insert(occasionDates)
            .values(dates.map((d, position) => ({ id: randomUUID(), customerGuid: guid, position, name: d.name, date: d.date })));
        }
      });
      return PREFERENCES_SAVED;
    },

    /** One-click unsubscribe (and its undo); false when the guid matches nobody. */
    async setSubscribed(guid: string, subscribed: boolean): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ subscribed, unsubscribedAt: subscribed ? null : now(), updatedAt: now() })
        .where(eq(customers.guid, guid))
        .returning({ guid: customers.guid });
      return rows.length === 1;
    },

    async subscription(guid: string): Promise<{ subscribed: boolean } | null> {
      const [row] = await db.select({ subscribed: customers.subscribed }).from(customers).where(eq(customers.guid, guid));
      return row ?? null;
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;

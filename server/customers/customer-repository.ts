// Database access for customers (product.md §3 crm): the customer row, sign-ups
// (the record of consent), ticked interests and occasion dates. A service
// runs several of these in one transaction through `transaction`.
import { asc, eq } from 'drizzle-orm';
import type { OccasionDate } from '../../contract/customers.ts';
import { subscribedByEmail } from '../consent/consent.ts';
import type { Db } from '../db/client.ts';
import type { Runner, Tx } from '../db/runner.ts';
import { customerInterests, customers, occasionDates, signUps } from '../db/schema.ts';

export type NewCustomer = typeof customers.$inferInsert;
export type NewSignUp = typeof signUps.$inferInsert;
/** The fields a diner edits on the preferences page (and sign-up fills in when blank). */
export type CustomerDetails = Partial<
  Pick<NewCustomer, 'firstName' | 'phoneNumber' | 'favRestaurantCode' | 'birthDate' | 'gender' | 'websiteSmsOptIn'>
>;

export function customerQueries(runner: Runner) {
  return {
    /** Inserts the customer unless the address is known; the new guid, or null when it was. */
    async insertIfNew(row: NewCustomer): Promise<string | null> {
      const [created] = await runner
        .insert(customers)
        .values(row)
        .onConflictDoNothing({ target: customers.email })
        .returning({ guid: customers.guid });
      return created?.guid ?? null;
    },

    async byEmail(email: string) {
      const [row] = await runner
        .select({
          guid: customers.guid,
          firstName: customers.firstName,
          phoneNumber: customers.phoneNumber,
          favRestaurantCode: customers.favRestaurantCode,
          birthDate: customers.birthDate,
          websiteSmsOptIn: customers.websiteSmsOptIn,
        })
        .from(customers)
        .where(eq(customers.email, email));
      return row ?? null;
    },

    async isMember(email: string): Promise<boolean> {
      const [row] = await runner.select({ guid: customers.guid }).from(customers).where(eq(customers.email, email));
      return Boolean(row);
    },

    async exists(guid: string): Promise<boolean> {
      const [row] = await runner.select({ guid: customers.guid }).from(customers).where(eq(customers.guid, guid));
      return Boolean(row);
    },

    async details(guid: string) {
      const [row] = await runner
        .select({
          guid: customers.guid,
          firstName: customers.firstName,
          favRestaurantCode: customers.favRestaurantCode,
          birthDate: customers.birthDate,
          gender: customers.gender,
          phoneNumber: customers.phoneNumber,
          websiteSmsOptIn: customers.websiteSmsOptIn,
        })
        .from(customers)
        .where(eq(customers.guid, guid));
      return row ?? null;
    },

    /** Saves details; false when the guid matches nobody. */
    async update(guid: string, set: CustomerDetails, at: Date) {
      const rows = await runner
        .update(customers)
        .set({ ...set, updatedAt: at })
        .where(eq(customers.guid, guid))
        .returning({ guid: customers.guid });
      return rows.length === 1;
    },

    /** The address and text-message choice behind a guid (decision 045: consent is recorded by address). */
    async consentOf(guid: string): Promise<{ email: string; websiteSmsOptIn: boolean } | null> {
      const [row] = await runner
        .select({ email: customers.email, websiteSmsOptIn: customers.websiteSmsOptIn })
        .from(customers)
        .where(eq(customers.guid, guid));
      return row ?? null;
    },

    /** Whether the person behind a guid hears from us by e-mail: their newest e-mail consent (decision 071). */
    async subscription(guid: string): Promise<{ subscribed: boolean } | null> {
      const [row] = await runner.select({ email: customers.email }).from(customers).where(eq(customers.guid, guid));
      return row ? { subscribed: await subscribedByEmail(runner, row.email) } : null;
    },

    async recordSignUp(row: NewSignUp): Promise<void> {
      await runner.insert(signUps).values(row);
    },

    async interestIds(guid: string): Promise<string[]> {
      const rows = await runner
        .select({ id: customerInterests.interestId })
        .from(customerInterests)
        .where(eq(customerInterests.customerGuid, guid));
      return rows.map((r) => r.id);
    },

    async replaceInterests(guid: string, interestIds: readonly string[]): Promise<void> {
      await runner.delete(customerInterests).where(eq(customerInterests.customerGuid, guid));
      if (interestIds.length)
        await runner.insert(customerInterests).values(interestIds.map((interestId) => ({ customerGuid: guid, interestId })));
    },

    async occasionDates(guid: string): Promise<OccasionDate[]> {
      return runner
        .select({ name: occasionDates.name, date: occasionDates.date })
        .from(occasionDates)
        .where(eq(occasionDates.customerGuid, guid))
        .orderBy(asc(occasionDates.position));
    },

    async replaceOccasionDates(guid: string, dates: readonly (OccasionDate & { id: string })[]): Promise<void> {
      await runner.delete(occasionDates).where(eq(occasionDates.customerGuid, guid));
      if (dates.length) {
        await runner
          .insert(occasionDates)
          .values(dates.map((d, position) => ({ id: d.id, customerGuid: guid, position, name: d.name, date: d.date })));
      }
    },
  };
}

export type CustomerQueries = ReturnType<typeof customerQueries>;

export function createCustomerRepository(db: Db) {
  return {
    ...customerQueries(db),
    /** One unit of work: the queries bound to the transaction, and the transaction for other writers (the outbox). */
    transaction: <T>(work: (customers: CustomerQueries, tx: Tx) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(customerQueries(tx), tx)),
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;

// The reminder job's work (decision
// 038 "Reminders that diners answer"): every due reminder of a still-confirmed booking is claimed and its mail
// written to the outbox in one transaction, so across instances and restarts
// each arming sends exactly once — a crash before the commit leaves it armed
// for the next run, and after it the row says sent. The mail is rendered
// before the transaction (reads outside a PGlite transaction must not run
// inside one, product.md D2); a claim finds nothing when the booking moved or
// was cancelled since it was read, and the next run sends the re-armed one.
// With SMS on, a diner who opted in to texts (product.md D10) with a UK
// mobile also gets the reminder as a text, queued in the same transaction.
import { and, eq, isNull } from 'drizzle-orm';
import { instantOf } from '../../contract/london-time.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { bookingReminders } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { BookingLinks } from './booking-links.ts';
import type { BookingRepository } from './booking-repository.ts';
import { reminderMail } from './reminder-mail.ts';
import { claimReminder, dueReminders, type DueReminder } from './reminder-store.ts';
import { reminderSms } from './reminder-sms.ts';
import { enqueueSms } from '../sms/sms-outbox.ts';
import { shortLinker } from '../sms/short-links.ts';
import { writeTogether } from '../db/write-together.ts';
import { ukMobileE164 } from '../sms/phone-number.ts';

export interface ReminderJobDeps {
  db: Db;
  repo: BookingRepository;
  content: ContentService;
  links: BookingLinks;
  clock: () => Date;
  /** The site's own address: the texts' short links point at it. */
  publicUrl: string;
  /** Whether an SMS provider is configured (server/sms/); without one, no texts are queued. */
  smsReminders?: boolean | undefined;
}

export const REMINDER_BATCH = 50;
const ROUNDS_PER_RUN = 10;

export function createReminderJob({ db, repo, content, links, clock, publicUrl, smsReminders = false }: ReminderJobDeps) {
  /** Sends one due reminder unless another run got it first; true when this run wrote its mail. */
  async function send(due: DueReminder, now: Date): Promise<boolean> {
    const row = await repo.byId(due.bookingId);
    if (!row || row.status !== 'confirmed') return false;
    if (instantOf(row.date, row.startsAt).getTime() <= now.getTime()) {
      // Every instance was down until the booking began: a reminder now would be noise, so it is dropped unsent.
      await db
        .delete(bookingReminders)
        .where(and(eq(bookingReminders.bookingId, row.id), isNull(bookingReminders.sentAt), eq(bookingReminders.dueAt, due.dueAt)));
      return false;
    }
    const restaurant = await content.restaurantByStoreId(row.storeId);
    if (!restaurant) return false;
    const mail = reminderMail(row, restaurant, links);
    const textTo = smsReminders && row.sms ? ukMobileE164(row.phone) : null;
    const sent = await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, due, now))) return false;
      await enqueueMail(tx, mail);
      if (textTo) {
        const linker = shortLinker(publicUrl, now);
        await enqueueSms(tx, { kind: 'booking-reminder', to: textTo, body: reminderSms(row, restaurant.title, links, linker.shorten) });
        await writeTogether(tx, linker.inserts(tx));
      }
      await repo.bumpDay(tx, row.storeId, row.date); // the diary now shows "no answer"
      return true;
    });
    if (sent) repo.invalidateDay(row.storeId, row.date);
    return sent;
  }

  return {
    send,
    /** Every reminder due now, in batches while they come back full: how many this run wrote to the outbox. */
    async runDue(): Promise<number> {
      let sent = 0;
      for (let round = 0; round < ROUNDS_PER_RUN; round++) {
        const now = clock();
        const due = await dueReminders(db, now, REMINDER_BATCH);
        let sentNow = 0;
        for (const d of due) if (await send(d, now)) sentNow++;
        sent += sentNow;
        if (due.length < REMINDER_BATCH || sentNow === 0) break;
      }
      return sent;
    },
  };
}

export type ReminderJob = ReturnType<typeof createReminderJob>;

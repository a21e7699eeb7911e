// The jobs Mesa runs (product.md D8, decision 021), registered on whichever runner
// the composition root chose for the database.
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { OutboxWorker } from '../outbox/outbox-worker.ts';
import { deleteUnclaimedUploadsBefore } from '../uploads/upload-repository.ts';
import { UNCLAIMED_TTL_MS } from '../uploads/upload-service.ts';
import type { JobRunner, Recurrence } from './job-runner.ts';
import { runRetention } from './retention.ts';

export const JOBS = {
  /** Delivers the outbox's due mail and texts (decision 067); the worker's own claiming (SKIP LOCKED, a lease) stays. */
  outboxDeliver: { name: 'outbox.deliver', every: { everyMs: 5_000 } },
  /** Deletes uploads nobody claimed within a day (the upload path also sweeps on each store). */
  uploadsSweep: { name: 'uploads.sweep', every: { cron: '7 * * * *' } },
  /** Each restaurant's sheet of tomorrow's bookings, at its own hour: checked every five minutes. */
  dailySheets: { name: 'sheets.daily', every: { cron: '*/5 * * * *' } },
  /** Publishes the content studio's due schedules (product.md D9); each row is claimed once across instances. */
  contentPublish: { name: 'content.publish-due', every: { everyMs: 2_000 } },
  /** Sends the booking reminders now due (decision 038); each reminder row is claimed once across instances. */
  bookingReminders: { name: 'booking.reminders', every: { everyMs: 60_000 } },
  /**
   * Decision 049 deposits: settles deposits left pending or unanswered by what the gateway holds for
   * their order id, and retries refunds that failed; each outcome is recorded once across instances.
   */
  paymentsReconcile: { name: 'payments.reconcile', every: { everyMs: 60_000 } },
  /**
   * Decision 050 "Waitlist": lapses offers whose hold ran out and offers freed tables on every
   * restaurant-day with a waitlist entry in the queue, under each day's lock; catches up after a crash or a missed trigger.
   */
  waitlistOffer: { name: 'waitlist.offer', every: { everyMs: 30_000 } },
  /**
   * Decision 080: cancels event bookings whose proposal's hold lapsed (the engine stopped counting them when it
   * did); each is cancelled once across instances, under its day locks.
   */
  eventHoldsLapse: { name: 'events.holds-lapse', every: { everyMs: 60_000 } },
  /** Decision 043: each restaurant's weekly summary from Monday 07:00 London; each restaurant-week is claimed once across instances. */
  weeklySummaries: { name: 'reports.weekly-summary', every: { cron: '*/15 * * * *' } },
  /** Keeps the last weeks' report days current, so a report page seldom sums a day itself (decision 043). */
  reportDays: { name: 'reports.refresh-days', every: { cron: '*/10 * * * *' } },
  /** Decision 078: a week before an event's balance is due, its client is reminded once across instances. */
  eventBalanceReminders: { name: 'events.balance-reminders', every: { cron: '*/30 * * * *' } },
  /** Daily at 03:23 UTC, away from the evening's bookings. */
  retention: { name: 'retention', every: { cron: '23 3 * * *' } },
} as const satisfies Record<string, { name: string; every: Recurrence }>;

/** The outbox worker's batch: a job keeps delivering while batches come back full, up to this many. */
export const OUTBOX_BATCH_SIZE = 20;
const OUTBOX_ROUNDS_PER_RUN = 10;

export interface MesaJobsOptions {
  db: Db;
  /** Null without SMTP_URL and SMS provider keys: messages wait in the outbox and no delivery job is scheduled. */
  outboxDelivery: Pick<OutboxWorker, 'runOnce'> | null;
  now: () => Date;
  log: Logger;
  /** The restaurants' daily sheets (server/console/daily-sheet.ts). */
  dailySheets?: { runDue(): Promise<number> };
  /** The managers' weekly summaries (server/reports/weekly-summary.ts). */
  weeklySummaries?: { runDue(): Promise<number> };
  /** Brings recent report days up to date (server/reports/report-service.ts). */
  reportDays?: { refreshRecent(): Promise<number> };
  /** The content studio's scheduled publishes (server/studio/studio-service.ts). */
  contentSchedules?: { publishDue(): Promise<{ published: number; failed: number }> };
  /** The diners' booking reminders (server/booking/reminder-job.ts). */
  reminders?: { runDue(): Promise<number> };
  /** Deposits and their refunds left open (server/booking/booking-deposit.ts). */
  deposits?: { runDue(): Promise<number> };
  /** Events' balance reminders (server/events/event-payments.ts). */
  eventBalances?: { remindBalances(): Promise<number> };
  /** Event bookings whose proposal's hold lapsed (server/events/event-hold-expiry.ts). */
  eventHolds?: { runDue(): Promise<number> };
  /** The waitlist's offers of freed tables (server/booking/waitlist-offer.ts). */
  waitlist?: {
    sweep(onError?: (err: unknown, day: { storeId: string; date: string }) => void): Promise<{ lapsed: number; offered: number }>;
  };
}

export function registerMesaJobs(runner: JobRunner, opts: MesaJobsOptions): void {
  const { outboxDelivery } = opts;
  if (outboxDelivery) {
    runner.schedule(JOBS.outboxDeliver.name, JOBS.outboxDeliver.every, async () => {
      for (let round = 0; round < OUTBOX_ROUNDS_PER_RUN; round++) {
        if ((await outboxDelivery.runOnce()) < OUTBOX_BATCH_SIZE) break;
      }
    });
  }
  runner.schedule(JOBS.uploadsSweep.name, JOBS.uploadsSweep.every, async () => {
    const deleted = await deleteUnclaimedUploadsBefore(opts.db, new Date(opts.now().getTime() - UNCLAIMED_TTL_MS));
    if (deleted) opts.log.info({ job: JOBS.uploadsSweep.name, deleted }, 'unclaimed uploads deleted');
  });
  const { dailySheets } = opts;
  if (dailySheets) {
    runner.schedule(JOBS.dailySheets.name, JOBS.dailySheets.every, async () => {
      const sent = await dailySheets.runDue();
      if (sent) opts.log.info({ job: JOBS.dailySheets.name, sent }, 'daily sheets written to the outbox');
    });
  }
  const { weeklySummaries, reportDays } = opts;
  if (weeklySummaries) {
    runner.schedule(JOBS.weeklySummaries.name, JOBS.weeklySummaries.every, async () => {
      const sent = await weeklySummaries.runDue();
      if (sent) opts.log.info({ job: JOBS.weeklySummaries.name, sent }, 'weekly summaries written to the outbox');
    });
  }
  if (reportDays) {
    runner.schedule(JOBS.reportDays.name, JOBS.reportDays.every, async () => {
      const days = await reportDays.refreshRecent();
      if (days) opts.log.info({ job: JOBS.reportDays.name, days }, 'report days summed');
    });
  }
  const { contentSchedules } = opts;
  if (contentSchedules) {
    runner.schedule(JOBS.contentPublish.name, JOBS.contentPublish.every, async () => {
      const done = await contentSchedules.publishDue();
      if (done.published || done.failed) opts.log.info({ job: JOBS.contentPublish.name, ...done }, 'scheduled content published');
    });
  }
  const { reminders } = opts;
  if (reminders) {
    runner.schedule(JOBS.bookingReminders.name, JOBS.bookingReminders.every, async () => {
      const sent = await reminders.runDue();
      if (sent) opts.log.info({ job: JOBS.bookingReminders.name, sent }, 'booking reminders written to the outbox');
    });
  }
  const { deposits } = opts;
  if (deposits) {
    runner.schedule(JOBS.paymentsReconcile.name, JOBS.paymentsReconcile.every, async () => {
      const settled = await deposits.runDue();
      if (settled) opts.log.info({ job: JOBS.paymentsReconcile.name, settled }, 'deposits and refunds reconciled');
    });
  }
  const { eventBalances } = opts;
  if (eventBalances) {
    runner.schedule(JOBS.eventBalanceReminders.name, JOBS.eventBalanceReminders.every, async () => {
      const sent = await eventBalances.remindBalances();
      if (sent) opts.log.info({ job: JOBS.eventBalanceReminders.name, sent }, 'event balance reminders written to the outbox');
    });
  }
  const { waitlist } = opts;
  if (waitlist) {
    runner.schedule(JOBS.waitlistOffer.name, JOBS.waitlistOffer.every, async () => {
      const run = await waitlist.sweep((err, day) =>
        opts.log.warn({ job: JOBS.waitlistOffer.name, err, ...day }, 'waitlist offers failed for a day'),
      );
      if (run.lapsed || run.offered) opts.log.info({ job: JOBS.waitlistOffer.name, ...run }, 'waitlist offers made');
    });
  }
  const { eventHolds } = opts;
  if (eventHolds) {
    runner.schedule(JOBS.eventHoldsLapse.name, JOBS.eventHoldsLapse.every, async () => {
      const lapsed = await eventHolds.runDue();
      if (lapsed) opts.log.info({ job: JOBS.eventHoldsLapse.name, lapsed }, 'lapsed event holds cancelled');
    });
  }
  runner.schedule(JOBS.retention.name, JOBS.retention.every, async () => {
    opts.log.info({ job: JOBS.retention.name, deleted: await runRetention(opts.db, opts.now()) }, 'retention done');
  });
}

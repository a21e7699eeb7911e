// The `outbox.deliver` job drives the one outbox worker (decisions 021 and 067): a run
// keeps delivering while batches come back full, and stops at a short one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { createOutboxWorker } from '../outbox/outbox-worker.ts';
import { createInProcessRunner } from './in-process-runner.ts';
import { JOBS, OUTBOX_BATCH_SIZE, registerMesaJobs } from './mesa-jobs.ts';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('mesa jobs', () => {
  it('outbox.deliver drains full batches every 5 s', async () => {
    const batches = [OUTBOX_BATCH_SIZE, OUTBOX_BATCH_SIZE, 3, 0];
    const runOnce = vi.fn(() => Promise.resolve(batches.shift() ?? 0));
    const runner = createInProcessRunner({ log: silentLogger() });
    const schedule = vi.spyOn(runner, 'schedule');
    registerMesaJobs(runner, { db: {} as Db, outboxDelivery: { runOnce }, now: () => new Date(0), log: silentLogger() });
    expect(schedule.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      [JOBS.outboxDeliver.name, { everyMs: 5_000 }],
      [JOBS.uploadsSweep.name, { cron: '7 * * * *' }],
      [JOBS.retention.name, { cron: '23 3 * * *' }],
    ]);
    await runner.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runOnce).toHaveBeenCalledTimes(3); // 20, 20, then 3: done until the next period
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runOnce).toHaveBeenCalledTimes(4);
    await runner.stop();
  });

  it('schedules no delivery without SMTP or an SMS provider', () => {
    const runner = createInProcessRunner({ log: silentLogger() });
    const schedule = vi.spyOn(runner, 'schedule');
    registerMesaJobs(runner, { db: {} as Db, outboxDelivery: null, now: () => new Date(0), log: silentLogger() });
    expect(schedule.mock.calls.map((c) => c[0])).toEqual([JOBS.uploadsSweep.name, JOBS.retention.name]);
  });

  it('runs the due booking reminders every minute, from start (decision 038)', async () => {
    const runDue = vi.fn(() => Promise.resolve(0));
    const runner = createInProcessRunner({ log: silentLogger() });
    const schedule = vi.spyOn(runner, 'schedule');
    registerMesaJobs(runner, { db: {} as Db, outboxDelivery: null, now: () => new Date(0), log: silentLogger(), reminders: { runDue } });
    expect(schedule.mock.calls.map((c) => [c[0], c[1]])).toContainEqual([JOBS.bookingReminders.name, { everyMs: 60_000 }]);
    await runner.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runDue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runDue).toHaveBeenCalledTimes(2);
    await runner.stop();
  });

  it('cancels lapsed event holds every minute when given them (decision 080)', async () => {
    const runDue = vi.fn(() => Promise.resolve(0));
    const runner = createInProcessRunner({ log: silentLogger() });
    const schedule = vi.spyOn(runner, 'schedule');
    registerMesaJobs(runner, { db: {} as Db, outboxDelivery: null, now: () => new Date(0), log: silentLogger(), eventHolds: { runDue } });
    expect(schedule.mock.calls.map((c) => [c[0], c[1]])).toContainEqual([JOBS.eventHoldsLapse.name, { everyMs: 60_000 }]);
    await runner.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runDue).toHaveBeenCalledTimes(1);
    await runner.stop();
  });

  it('delivers texts only when a transport is configured: the SMS provider alone is enough (decisions 038 and 067)', async () => {
    const runner = createInProcessRunner({ log: silentLogger() });
    const schedule = vi.spyOn(runner, 'schedule');
    const smsOnly = createOutboxWorker({
      db: {} as Db,
      transports: { sms: { send: () => Promise.resolve({ providerId: 'SM0' }) } },
      log: silentLogger(),
    });
    registerMesaJobs(runner, { db: {} as Db, outboxDelivery: smsOnly, now: () => new Date(0), log: silentLogger() });
    expect(schedule.mock.calls.map((c) => [c[0], c[1]])).toContainEqual([JOBS.outboxDeliver.name, { everyMs: 5_000 }]);
    const off = createInProcessRunner({ log: silentLogger() });
    const offSchedule = vi.spyOn(off, 'schedule');
    registerMesaJobs(off, { db: {} as Db, outboxDelivery: null, now: () => new Date(0), log: silentLogger() });
    expect(offSchedule.mock.calls.map((c) => c[0])).not.toContain(JOBS.outboxDeliver.name);
  });
});

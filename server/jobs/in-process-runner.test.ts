// The embedded fallback runner (decision 021) on fake timers: interval and cron
// jobs run on time, never overlap themselves, stop when told, and one-off jobs
// with a singleton run once per slot.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../logger.ts';
import { captureLogs, LEVEL } from '../../tests/support/log-capture.ts';
import { createInProcessRunner, nextCronTime } from './in-process-runner.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('in-process job runner', () => {
  it('runs an interval job at start and then once per period, until stopped', async () => {
    const runner = createInProcessRunner({ log: silentLogger() });
    const runs: number[] = [];
    runner.schedule('tick', { everyMs: 5_000 }, async () => void runs.push(Date.now()));
    await runner.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(runs).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(4);
    await runner.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(4);
  });

  it('skips a tick while the previous run of the same job is still going', async () => {
    const runner = createInProcessRunner({ log: silentLogger() });
    let active = 0;
    let most = 0;
    let runs = 0;
    runner.schedule('slow', { everyMs: 1_000 }, async () => {
      runs++;
      most = Math.max(most, ++active);
      await new Promise((r) => setTimeout(r, 2_500));
      active--;
    });
    await runner.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(most).toBe(1);
    // Started at 0, 3 s, 6 s and 9 s: each tick during a run is skipped.
    expect(runs).toBe(4);
    const stopped = runner.stop();
    await vi.advanceTimersByTimeAsync(2_500);
    await stopped;
  });

  it('runs a cron job at the times it names (UTC)', async () => {
    const runner = createInProcessRunner({ log: silentLogger() });
    const at: string[] = [];
    runner.schedule('daily', { cron: '23 3 * * *' }, async () => void at.push(new Date().toISOString()));
    await runner.start();
    await vi.advanceTimersByTimeAsync(3 * 86_400_000);
    expect(at).toEqual(['2026-06-02T03:23:00.000Z', '2026-06-03T03:23:00.000Z', '2026-06-04T03:23:00.000Z']);
    await runner.stop();
    expect(nextCronTime('7 * * * *', new Date('2026-06-01T10:07:00Z')).toISOString()).toBe('2026-06-01T11:07:00.000Z');
  });

  it('logs a failing job and keeps its schedule', async () => {
    const { log, lines } = captureLogs('error');
    const runner = createInProcessRunner({ log });
    let runs = 0;
    runner.schedule('flaky', { everyMs: 1_000 }, async () => {
      runs++;
      throw new Error('database went away');
    });
    await runner.start();
    await vi.advanceTimersByTimeAsync(2_000);
    await runner.stop();
    expect(runs).toBe(3);
    expect(lines.filter((l) => l.level === LEVEL.error && l.job === 'flaky')).toHaveLength(3);
    expect(lines[0]?.err?.message).toBe('database went away');
  });

  it('runs a one-off job with a singleton once per slot', async () => {
    const runner = createInProcessRunner({ log: silentLogger() });
    const seen: unknown[] = [];
    runner.define('notice', async (data) => void seen.push(data));
    await runner.start();
    const singleton = { key: 'store-7', seconds: 60 };
    expect(await runner.enqueue('notice', { n: 1 }, { singleton })).toBe(true);
    expect(await runner.enqueue('notice', { n: 2 }, { singleton })).toBe(false);
    expect(await runner.enqueue('notice', { n: 3 }, { singleton: { key: 'store-8', seconds: 60 } })).toBe(true);
    expect(await runner.enqueue('notice', { n: 4 })).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await runner.enqueue('notice', { n: 5 }, { singleton })).toBe(true);
    await runner.stop();
    expect(seen).toEqual([{ n: 1 }, { n: 3 }, { n: 4 }, { n: 5 }]);
    await expect(runner.enqueue('unknown')).rejects.toThrow('No job named unknown');
  });

  it('refuses intervals that are not whole seconds or longer than an hour', () => {
    const runner = createInProcessRunner({ log: silentLogger() });
    expect(() => runner.schedule('x', { everyMs: 1_500 }, async () => undefined)).toThrow(/whole seconds/);
    expect(() => runner.schedule('x', { everyMs: 2 * 3_600_000 }, async () => undefined)).toThrow(/use cron/);
  });

  it('stop waits for the runs in progress', async () => {
    const runner = createInProcessRunner({ log: silentLogger() });
    let done = false;
    runner.schedule('long', { everyMs: 60_000 }, async () => {
      await new Promise((r) => setTimeout(r, 3_000));
      done = true;
    });
    await runner.start();
    const stopped = runner.stop();
    await vi.advanceTimersByTimeAsync(3_000);
    await stopped;
    expect(done).toBe(true);
  });
});

describe('in-process job runner: what /metrics reads (decision 046)', () => {
  it('tells the counters how each run ended, and counts the runs not yet finished as queued', async () => {
    const ended: string[] = [];
    const runner = createInProcessRunner({
      log: silentLogger(),
      counters: { finished: (job) => void ended.push(`${job} ok`), failed: (job) => void ended.push(`${job} failed`) },
    });
    let release = () => {};
    runner.define('slow', () => new Promise<void>((resolve) => (release = resolve)));
    runner.define('broken', () => Promise.reject(new Error('boom')));
    await runner.start();
    await runner.enqueue('slow');
    expect(await runner.queued()).toEqual({ slow: 1, broken: 0 });
    await runner.enqueue('broken');
    await vi.advanceTimersByTimeAsync(0);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended.sort()).toEqual(['broken failed', 'slow ok']);
    expect(await runner.queued()).toEqual({ slow: 0, broken: 0 });
    await runner.stop();
  });
});

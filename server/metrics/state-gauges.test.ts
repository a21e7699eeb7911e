// product.md D13: the gauges read at scrape time — the outbox from one read shared by its two gauges, the pool's
// counters, and a source that fails reading NaN rather than failing the scrape.
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { seriesValue } from '../../tests/support/prometheus-text.ts';
import type { Logger } from '../logger.ts';
import { registerStateGauges } from './state-gauges.ts';

const quiet = { warn: (() => undefined) as Logger['warn'] };

describe('state gauges', () => {
  it('reads the outbox once per scrape for both of its gauges, and the pool as it stands', async () => {
    const registry = new Registry();
    let reads = 0;
    const pool = { totalCount: 7, idleCount: 3, waitingCount: 2 };
    registerStateGauges(registry, {
      outbox: async () => (reads++, { pending: 4, oldestAgeSeconds: 95.5 }),
      jobsQueued: async () => ({ 'outbox.deliver': 1, retention: 0 }),
      pool,
      log: quiet,
    });
    const text = await registry.metrics();
    expect(reads).toBe(1);
    expect(seriesValue(text, 'mesa_mail_outbox_pending')).toBe(4);
    expect(seriesValue(text, 'mesa_mail_outbox_oldest_pending_age_seconds')).toBe(95.5);
    expect(seriesValue(text, 'mesa_job_queue_depth', { job: 'outbox.deliver' })).toBe(1);
    expect(seriesValue(text, 'mesa_db_pool_connections_in_use')).toBe(4);
    expect(seriesValue(text, 'mesa_db_pool_connections_idle')).toBe(3);
    expect(seriesValue(text, 'mesa_db_pool_waiting')).toBe(2);
    pool.waitingCount = 0;
    await new Promise((r) => setTimeout(r, 5));
    const again = await registry.metrics();
    expect(reads).toBe(2);
    expect(seriesValue(again, 'mesa_db_pool_waiting')).toBe(0);
  });

  it('reads NaN for what it cannot read, logs it, and still answers; no pool, no pool gauges', async () => {
    const registry = new Registry();
    const warned: string[] = [];
    registerStateGauges(registry, {
      outbox: () => Promise.reject(new Error('database away')),
      jobsQueued: async () => ({ retention: 0 }),
      log: { warn: ((_obj: object, message: string) => void warned.push(message)) as Logger['warn'] },
    });
    const text = await registry.metrics();
    // NaN, not a healthy-looking 0: Grafana draws a gap.
    expect(seriesValue(text, 'mesa_mail_outbox_pending')).toBeNaN();
    expect(seriesValue(text, 'mesa_mail_outbox_oldest_pending_age_seconds')).toBeNaN();
    expect(seriesValue(text, 'mesa_job_queue_depth', { job: 'retention' })).toBe(0);
    expect(text).not.toContain('mesa_db_pool');
    expect(warned).toEqual(['metrics: the mail outbox not readable']);
  });
});

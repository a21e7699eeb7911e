// The published version (decision 024): it moves with a new content pack and
// with any write to a booking setup — even one that leaves updated_at alone —
// and an instance reads it at most once per check interval.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentPack } from '../../content/load-pack.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { bookingSetups } from '../db/schema.ts';
import { seedContent } from './seed-content.ts';
import { createVersionWatch, readPublishedVersion } from './published-version.ts';

describe('readPublishedVersion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const read = () => readPublishedVersion(t.services.database.db);

  it('stays put while nothing is written', async () => {
    expect(await read()).toBe(await read());
  });

  it('moves with a new content pack, not with the same one loaded again', async () => {
    const pack = await loadContentPack();
    const before = await read();
    await seedContent(t.services.database.db, pack);
    expect(await read()).toBe(before);
    await seedContent(t.services.database.db, { ...pack, settings: { ...pack.settings, site_name: 'Casa Lumbre Two' } });
    expect(await read()).not.toBe(before);
  });

  it('moves with any write to a setup, even one that leaves updated_at alone', async () => {
    const before = await read();
    await t.services.database.db
      .update(bookingSetups)
      .set({ doc: sql`jsonb_set(${bookingSetups.doc}, '{config,maxOnlineCovers}', '11')` })
      .where(eq(bookingSetups.storeId, '1002'));
    expect(await read()).not.toBe(before);
  });
});

describe('createVersionWatch', () => {
  it('reads at most once per interval, shares a read in flight and reports a change', async () => {
    let now = 0;
    let stored = 'v1';
    let reads = 0;
    const changes: string[] = [];
    const watch = createVersionWatch({
      read: async () => (reads++, stored),
      checkMs: 1000,
      now: () => now,
      onChange: (v) => void changes.push(v),
    });
    expect(await Promise.all([watch.current(), watch.current(), watch.current()])).toEqual(['v1', 'v1', 'v1']);
    expect(reads).toBe(1);
    stored = 'v2';
    now = 999;
    expect(await watch.current()).toBe('v1'); // within the interval: the last reading stands
    now = 1000;
    expect(await watch.current()).toBe('v2');
    expect([reads, changes]).toEqual([2, ['v2']]);
  });

  it('lets a failed read fail its callers and tries again on the next', async () => {
    let fail = true;
    const watch = createVersionWatch({ read: async () => (fail ? Promise.reject(new Error('database down')) : 'v1') });
    await expect(watch.current()).rejects.toThrow('database down');
    fail = false;
    expect(await watch.current()).toBe('v1');
  });

  it('after expire reads afresh at once, and a reading begun before it cannot undo the newer answer', async () => {
    const pending: ((v: string) => void)[] = [];
    const changes: string[] = [];
    const watch = createVersionWatch({
      read: () => new Promise<string>((resolve) => pending.push(resolve)),
      checkMs: 0, // every caller not sharing a reading reads
      now: () => 0,
      onChange: (v) => void changes.push(v),
    });
    const first = watch.current();
    pending[0]!('v1');
    expect(await first).toBe('v1');

    const before = watch.current(); // begun before the publish: the database still says v1
    watch.expire(); // this instance published v2
    const after = watch.current();
    expect(pending).toHaveLength(3); // not shared with the reading in flight
    pending[2]!('v2');
    expect(await after).toBe('v2');
    pending[1]!('v1');
    expect(await before).toBe('v2');
    expect(changes).toEqual(['v2']);
  });

  it('a change still being let go of by the caches cannot undo a newer one answered meanwhile', async () => {
    const pending: ((v: string) => void)[] = [];
    const changes: string[] = [];
    let releaseFirstChange = () => {};
    const watch = createVersionWatch({
      read: () => new Promise<string>((resolve) => pending.push(resolve)),
      checkMs: 0,
      now: () => 0,
      // The first change (v1 → v2) is slow to let go of, as a purge's query on a loaded machine.
      onChange: (v) => {
        changes.push(v);
        return v === 'v2' ? new Promise<void>((resolve) => (releaseFirstChange = resolve)) : undefined;
      },
    });
    const first = watch.current();
    pending[0]!('v1');
    await first;

    const slow = watch.current();
    pending[1]!('v2'); // its onChange is now pending
    await Promise.resolve();
    watch.expire(); // this instance published v3 meanwhile
    const newer = watch.current();
    pending[2]!('v3');
    expect(await newer).toBe('v3');
    releaseFirstChange();
    expect(await slow).toBe('v3');
    // The watch still holds v3: reading v3 again is no change (had v2 been put back, v3 would be a change again).
    const again = watch.current();
    pending[3]!('v3');
    expect(await again).toBe('v3');
    expect(changes).toEqual(['v2', 'v3']);
  });
});

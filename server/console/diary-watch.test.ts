// Decision 066: an open diary's wait ends when the database announces its day's change, not on a timer;
// another schema's announcement (another test run on the same database) or another day's does not end it.
import { describe, expect, it } from 'vitest';
import type { Listen } from '../db/pg-listener.ts';
import { createDiaryWatch, DIARY_CHANNEL } from './diary-watch.ts';

function announcer() {
  const heard: ((payload: string) => void)[] = [];
  const listen: Listen = async (channel, onPayload) => {
    expect(channel).toBe(DIARY_CHANNEL);
    heard.push(onPayload);
    return async () => undefined;
  };
  return { listen, announce: (payload: string) => heard.forEach((h) => h(payload)) };
}

const settled = () => new Promise((r) => setTimeout(r, 20));

describe('the diary watch', () => {
  it('ends a wait when its day is announced, lets go of the cached reads first, and ignores other days and schemas', async () => {
    const { listen, announce } = announcer();
    let current = 'v3';
    const forgotten: string[] = [];
    const watch = createDiaryWatch({
      listen,
      schema: 'run_a',
      version: async () => current,
      changed: (storeId, date) => forgotten.push(`${storeId}|${date}`),
      recheckMs: 3_600_000,
    });
    let ended: string | null = null;
    const waiting = watch.nextVersion('1002', '2030-01-10', 'v3', { timeoutMs: 3_600_000 }).then((v) => (ended = v));
    await settled();
    current = 'v4';
    announce('run_b|1002|2030-01-10|4');
    announce('run_a|1002|2030-01-11|4');
    await settled();
    expect(ended).toBeNull();
    announce('run_a|1002|2030-01-10|4');
    await waiting;
    expect(ended).toBe('v4');
    expect(forgotten).toEqual(['1002|2030-01-11', '1002|2030-01-10']);
  });

  it('answers at once when the day already moved on, and with the same version when the time is up', async () => {
    const { listen } = announcer();
    const watch = createDiaryWatch({ listen, schema: 'public', version: async () => 'v9', changed: () => undefined });
    expect(await watch.nextVersion('1002', '2030-01-10', 'v8', { timeoutMs: 3_600_000 })).toBe('v9');
    expect(await watch.nextVersion('1002', '2030-01-10', 'v9', { timeoutMs: 10 })).toBe('v9');
  });

  it('ends every open wait at once when the instance shuts down', async () => {
    const { listen } = announcer();
    const watch = createDiaryWatch({ listen, schema: 'public', version: async () => 'v2', changed: () => undefined });
    const waits = [
      watch.nextVersion('1002', '2030-01-10', 'v2', { timeoutMs: 3_600_000 }),
      watch.nextVersion('1003', '2030-01-10', 'v2', { timeoutMs: 3_600_000 }),
    ];
    await settled();
    watch.endWaits();
    expect(await Promise.all(waits)).toEqual(['v2', 'v2']);
  });

  it('still ends the wait on its timer when the database will not listen', async () => {
    let current = 'v1';
    const watch = createDiaryWatch({
      listen: () => Promise.reject(new Error('LISTEN refused')),
      schema: 'public',
      version: async () => current,
      changed: () => undefined,
      recheckMs: 10,
    });
    const waiting = watch.nextVersion('1002', '2030-01-10', 'v1', { timeoutMs: 3_600_000 });
    current = 'v2';
    expect(await waiting).toBe('v2');
  });
});

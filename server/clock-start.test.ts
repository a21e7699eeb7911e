// CLOCK_START (decision 026's late-evening journey): the engine's clock starts at
// the given instant and runs at the machine's rate; unset, it is the machine's.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startedClock } from './services.ts';

describe('startedClock', () => {
  it('starts at CLOCK_START and moves on with real time', () => {
    let machine = Date.parse('2026-11-23T06:00:00Z');
    const clock = startedClock('2026-11-23T21:30:00Z', () => machine);
    expect(clock().toISOString()).toBe('2026-11-23T21:30:00.000Z');
    machine += 90_000;
    expect(clock().toISOString()).toBe('2026-11-23T21:31:30.000Z');
  });

  it('is the machine’s clock when unset', () => {
    const before = Date.now();
    const at = startedClock(undefined)().getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('takes an ISO instant with its offset, and refuses anything else', () => {
    expect(loadConfig({ CLOCK_START: '2026-11-23T21:30:00+00:00' }).CLOCK_START).toBe('2026-11-23T21:30:00+00:00');
    expect(() => loadConfig({ CLOCK_START: 'half past nine' })).toThrow(/CLOCK_START/);
  });
});

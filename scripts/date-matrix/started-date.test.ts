import { describe, expect, it } from 'vitest';
import { startedDateClass } from './started-date.ts';

describe('startedDateClass', () => {
  it('starts now at the instant and keeps everything else of Date', () => {
    const StartedDate = startedDateClass('2028-02-29T12:00:00Z');
    const now = new StartedDate();
    expect(Math.abs(now.getTime() - Date.parse('2028-02-29T12:00:00Z'))).toBeLessThan(1000);
    expect(Math.abs(StartedDate.now() - now.getTime())).toBeLessThan(1000);
    expect(now).toBeInstanceOf(Date);
    expect(new StartedDate('2026-03-29T00:30:00Z').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(new StartedDate(2027, 9, 31).getMonth()).toBe(9);
    expect(StartedDate.UTC(2027, 0, 1)).toBe(Date.UTC(2027, 0, 1));
  });

  it('reads the instant at the anchor, so processes started apart agree (the browser, the servers, the tests)', () => {
    let machine = 1_000_000;
    class FakeNow extends Date {
      static override now() {
        return machine;
      }
    }
    const anchor = machine;
    const first = startedDateClass('2027-01-10T12:00:00Z', FakeNow as DateConstructor, anchor);
    machine += 90_000; // a second process starts a minute and a half later
    const second = startedDateClass('2027-01-10T12:00:00Z', FakeNow as DateConstructor, anchor);
    expect(first.shiftMs).toBe(second.shiftMs);
    expect(first.shiftMs).toBe(Date.parse('2027-01-10T12:00:00Z') - anchor);
  });

  it('refuses what is not an instant', () => {
    expect(() => startedDateClass('half past nine')).toThrow(/CLOCK_START/);
  });
});

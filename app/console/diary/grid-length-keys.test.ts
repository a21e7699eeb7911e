import { describe, expect, it } from 'vitest';
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';
import { lengthKeyStep, type KeyLength } from './grid-length-keys.ts';

const amber = {
  id: 'b1',
  firstName: 'Dina',
  lastName: 'Amber',
  status: 'confirmed',
  startsAt: 19 * 60 + 30,
  time: '19:30',
  durationMinutes: 90,
  tableIds: ['r1'],
} as DiaryBooking;

/** Presses `keys` in turn on Amber's handle; the last step, and every word said. */
function press(keys: string[], start: KeyLength | null = null) {
  let state = start;
  const said: string[] = [];
  let last = lengthKeyStep(state, keys[0]!, amber);
  for (const key of keys) {
    last = lengthKeyStep(state, key, amber);
    state = last.next;
    if (last.say) said.push(last.say);
  }
  return { last, state, said };
}

describe('a booking’s length by keyboard', () => {
  it('picks the length up, lengthens it a quarter hour at a time, and keeps it', () => {
    const { last, said } = press([' ', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'Enter']);
    expect(said).toEqual([
      'Changing the length of Dina Amber, 19:30, until 21:00.',
      'until 21:15.',
      'until 21:30.',
      'until 21:15.',
      'Dropped Dina Amber, 19:30: until 21:15. Saving.',
    ]);
    expect(last.change).toEqual({ bookingId: 'b1', startsAt: 19 * 60 + 30, time: '19:30', tableIds: ['r1'], durationMinutes: 105 });
    expect(last.next).toBeNull();
  });

  it('stops at the shortest booking, half an hour', () => {
    const { state, said } = press([' ', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']);
    expect(state).toEqual({ bookingId: 'b1', minutes: -60 });
    expect(said.at(-1)).toBe('until 20:00.');
  });

  it('puts the length back on Escape, and saves nothing when it was not changed', () => {
    const escaped = press([' ', 'ArrowRight', 'Escape']);
    expect([escaped.state, escaped.last.change, escaped.said.at(-1)]).toEqual([
      null,
      undefined,
      'Dina Amber, 19:30 put back where it was.',
    ]);
    const kept = press([' ', 'Enter']);
    expect([kept.last.change, kept.said.at(-1)]).toEqual([undefined, 'Dina Amber, 19:30 keeps its length, until 21:00.']);
  });

  it('leaves keys to the browser until the change begins, and Tab always', () => {
    expect(lengthKeyStep(null, 'ArrowRight', amber)).toEqual({ handled: false, next: null });
    expect(lengthKeyStep({ bookingId: 'b1', minutes: 15 }, 'Tab', amber).handled).toBe(false);
    // Up and down are kept from scrolling the page while the length changes.
    expect(lengthKeyStep({ bookingId: 'b1', minutes: 15 }, 'ArrowDown', amber)).toEqual({
      handled: true,
      next: { bookingId: 'b1', minutes: 15 },
    });
  });

  it('starts afresh on another booking’s handle, whatever change was under way elsewhere', () => {
    const step = lengthKeyStep({ bookingId: 'other', minutes: 30 }, 'Enter', amber);
    expect(step.next).toEqual({ bookingId: 'b1', minutes: 0 });
  });
});

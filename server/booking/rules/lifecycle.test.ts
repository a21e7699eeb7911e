import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, STATUS_ACTIONS } from '../../../contract/console.ts';
import { allowedActions, applyAction, holdsTable } from './lifecycle.ts';

const start = new Date('2026-11-23T19:00:00Z');
const before = new Date('2026-11-23T18:00:00Z');
const after = new Date('2026-11-23T19:20:00Z');

describe('booking lifecycle', () => {
  it('offers each status exactly the actions of the issue', () => {
    expect(allowedActions('requested', start, before)).toEqual(['confirm', 'decline', 'cancel']);
    expect(allowedActions('confirmed', start, before)).toEqual(['seat', 'cancel']);
    expect(allowedActions('confirmed', start, after)).toEqual(['seat', 'no-show', 'cancel']);
    expect(allowedActions('seated', start, after)).toEqual(['unseat', 'complete']);
    expect(allowedActions('held', start, before)).toEqual(['cancel']);
    for (const done of ['declined', 'completed', 'cancelled', 'no-show'] as const) expect(allowedActions(done, start, after)).toEqual([]);
  });

  it('agrees with applyAction for every status and action', () => {
    for (const status of BOOKING_STATUSES) {
      for (const now of [before, after]) {
        const allowed = allowedActions(status, start, now);
        for (const action of STATUS_ACTIONS) expect(applyAction(status, action, start, now).ok).toBe(allowed.includes(action));
      }
    }
  });

  it('leads where the issue says', () => {
    expect(applyAction('requested', 'confirm', start, before)).toEqual({ ok: true, to: 'confirmed' });
    expect(applyAction('requested', 'decline', start, before)).toEqual({ ok: true, to: 'declined' });
    expect(applyAction('confirmed', 'seat', start, before)).toEqual({ ok: true, to: 'seated' });
    expect(applyAction('seated', 'complete', start, after)).toEqual({ ok: true, to: 'completed' });
    expect(applyAction('seated', 'unseat', start, after)).toEqual({ ok: true, to: 'confirmed' });
    expect(applyAction('confirmed', 'cancel', start, before)).toEqual({ ok: true, to: 'cancelled' });
    expect(applyAction('confirmed', 'no-show', start, after)).toEqual({ ok: true, to: 'no-show' });
  });

  it('refuses a no-show before the booking time and any action on a finished booking', () => {
    expect(applyAction('confirmed', 'no-show', start, before)).toEqual({
      ok: false,
      message: 'A booking can be marked a no-show once its time has passed',
    });
    expect(applyAction('cancelled', 'confirm', start, before).ok).toBe(false);
    expect(applyAction('completed', 'seat', start, after).ok).toBe(false);
  });

  it('keeps a table only while held, confirmed or seated', () => {
    expect(BOOKING_STATUSES.filter(holdsTable)).toEqual(['held', 'confirmed', 'seated']);
  });
});

import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, SERVICE_STAGES, STATUS_ACTIONS } from '../../../contract/booking-lifecycle.ts';
import { allowedActions, applyAction, holdsTable } from './lifecycle.ts';

const start = new Date('2026-11-23T19:00:00Z');
const before = new Date('2026-11-23T18:00:00Z');
const after = new Date('2026-11-23T19:20:00Z');

describe('booking lifecycle', () => {
  it('offers each status exactly the actions of the issue', () => {
    expect(allowedActions('requested', start, before)).toEqual(['confirm', 'decline', 'cancel']);
    expect(allowedActions('confirmed', start, before)).toEqual(['seat', 'cancel']);
    expect(allowedActions('confirmed', start, after)).toEqual(['seat', 'no-show', 'cancel']);
    expect(allowedActions('seated', start, after)).toEqual(['main-course', 'bill', 'unseat', 'complete']);
    expect(allowedActions('held', start, before)).toEqual(['cancel']);
    for (const done of ['declined', 'completed', 'cancelled', 'no-show'] as const) expect(allowedActions(done, start, after)).toEqual([]);
  });

  it('agrees with applyAction for every status and action', () => {
    for (const status of BOOKING_STATUSES) {
      for (const now of [before, after]) {
        for (const stage of [null, ...SERVICE_STAGES]) {
          const allowed = allowedActions(status, start, now, stage);
          for (const action of STATUS_ACTIONS) expect(applyAction(status, action, start, now, stage).ok).toBe(allowed.includes(action));
        }
      }
    }
  });

  it('leads where the issue says', () => {
    expect(applyAction('requested', 'confirm', start, before)).toEqual({ ok: true, to: 'confirmed', stage: null });
    expect(applyAction('requested', 'decline', start, before)).toEqual({ ok: true, to: 'declined', stage: null });
    expect(applyAction('confirmed', 'seat', start, before)).toEqual({ ok: true, to: 'seated', stage: null });
    expect(applyAction('seated', 'complete', start, after)).toEqual({ ok: true, to: 'completed', stage: null });
    expect(applyAction('seated', 'unseat', start, after)).toEqual({ ok: true, to: 'confirmed', stage: null });
    expect(applyAction('confirmed', 'cancel', start, before)).toEqual({ ok: true, to: 'cancelled', stage: null });
    expect(applyAction('confirmed', 'no-show', start, after)).toEqual({ ok: true, to: 'no-show', stage: null });
  });

  it('refuses a no-show before the booking time and any action on a finished booking', () => {
    expect(applyAction('confirmed', 'no-show', start, before)).toEqual({
      ok: false,
      message: 'A booking can be marked a no-show once its time has passed',
    });
    expect(applyAction('cancelled', 'confirm', start, before).ok).toBe(false);
    expect(applyAction('completed', 'seat', start, after).ok).toBe(false);
  });

  it('takes a seated table through its meal in order: main course, the bill, then cleared', () => {
    expect(applyAction('seated', 'main-course', start, after)).toEqual({ ok: true, to: 'seated', stage: 'main-course' });
    expect(allowedActions('seated', start, after, 'main-course')).toEqual(['bill', 'unseat', 'complete']);
    expect(applyAction('seated', 'bill', start, after, 'main-course')).toEqual({ ok: true, to: 'seated', stage: 'bill' });
    expect(allowedActions('seated', start, after, 'bill')).toEqual(['unseat', 'complete']);
    expect(applyAction('seated', 'main-course', start, after, 'bill')).toEqual({
      ok: false,
      message: 'This table is already past that point of its meal',
    });
    expect(applyAction('seated', 'complete', start, after, 'bill')).toEqual({ ok: true, to: 'completed', stage: null });
    expect(applyAction('seated', 'unseat', start, after, 'main-course')).toEqual({ ok: true, to: 'confirmed', stage: null });
    expect(applyAction('confirmed', 'bill', start, after).ok).toBe(false);
  });

  it('keeps a table only while held, confirmed or seated', () => {
    expect(BOOKING_STATUSES.filter(holdsTable)).toEqual(['held', 'confirmed', 'seated']);
  });
});

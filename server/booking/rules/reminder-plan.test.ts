import { describe, expect, it } from 'vitest';
import { instantOf } from '../../../contract/london-time.ts';
import { reminderDueAt, reminderPlan, type ReminderBooking } from './reminder-plan.ts';

// A fixed summer evening (BST): the rules are judged at pinned instants, never today's date.
const DATE = '2031-07-16';
const booking = (over: Partial<ReminderBooking> = {}): ReminderBooking => ({
  status: 'confirmed',
  date: DATE,
  startsAt: 19 * 60,
  email: 'ada@example.com',
  ...over,
});
const hoursBeforeStart = (h: number) => new Date(instantOf(DATE, 19 * 60).getTime() - h * 3_600_000);

describe('reminderPlan (decision 038)', () => {
  it('arms a new confirmed booking 24 hours before it starts, in London time', () => {
    const plan = reminderPlan(null, booking(), 24, hoursBeforeStart(72));
    expect(plan).toEqual({ action: 'arm', dueAt: new Date('2031-07-15T18:00:00Z') });
  });

  it('gives a booking made after its reminder time none', () => {
    expect(reminderPlan(null, booking(), 24, hoursBeforeStart(3))).toEqual({ action: 'keep' });
  });

  it('sends none when the restaurant turned reminders off or the diner gave no e-mail', () => {
    expect(reminderPlan(null, booking(), null, hoursBeforeStart(72))).toEqual({ action: 'keep' });
    expect(reminderPlan(null, booking({ email: '' }), 24, hoursBeforeStart(72))).toEqual({ action: 'keep' });
  });

  it('re-arms when the time or date moves, and leaves other changes alone', () => {
    const now = hoursBeforeStart(72);
    expect(reminderPlan(booking(), booking({ startsAt: 20 * 60 }), 24, now)).toEqual({
      action: 'arm',
      dueAt: new Date('2031-07-15T19:00:00Z'),
    });
    expect(reminderPlan(booking(), booking({ date: '2031-07-17' }), 24, now)).toMatchObject({ action: 'arm' });
    expect(reminderPlan(booking(), booking(), 24, now)).toEqual({ action: 'keep' });
  });

  it('disarms a move to a time whose reminder is already due', () => {
    expect(reminderPlan(booking(), booking({ startsAt: 19 * 60 + 30 }), 24, hoursBeforeStart(5))).toEqual({ action: 'disarm' });
  });

  it('arms a request when the restaurant confirms it', () => {
    expect(reminderPlan(booking({ status: 'requested' }), booking(), 24, hoursBeforeStart(48))).toMatchObject({ action: 'arm' });
    expect(reminderPlan(null, booking({ status: 'requested' }), 24, hoursBeforeStart(48))).toEqual({ action: 'keep' });
  });

  it('disarms a cancellation, a decline and a no-show; a seated booking keeps its answer', () => {
    const now = hoursBeforeStart(1);
    for (const status of ['cancelled', 'declined', 'no-show']) {
      expect(reminderPlan(booking(), booking({ status }), 24, now)).toEqual({ action: 'disarm' });
    }
    expect(reminderPlan(booking(), booking({ status: 'seated' }), 24, now)).toEqual({ action: 'keep' });
  });

  it('counts winter bookings from GMT', () => {
    expect(reminderDueAt('2031-12-10', 12 * 60, 2)).toEqual(new Date('2031-12-10T10:00:00Z'));
  });
});

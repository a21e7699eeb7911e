import { describe, expect, it } from 'vitest';
import { staffBookingSchema } from './console.ts';

describe('the staff booking form', () => {
  it('names every problem at once, the phone-or-e-mail check included', () => {
    const r = staffBookingSchema.safeParse({
      source: 'phone',
      date: '',
      time: '19:00',
      adults: 2,
      occasionId: 'dinner',
      firstName: '',
      lastName: 'X',
    });
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['date', 'firstName', 'phone']);
  });

  it('refuses a missing or non-object body without running its form checks on nothing', () => {
    for (const body of [undefined, null, 7, 'x', { a: { a: {} } }]) expect(staffBookingSchema.safeParse(body).success).toBe(false);
  });

  it('asks for the override’s reason only once the override is ticked', () => {
    const base = { source: 'walk-in', date: '2026-12-01', time: '19:00', adults: 2, occasionId: 'dinner', firstName: 'A', lastName: 'B' };
    expect(staffBookingSchema.safeParse(base).success).toBe(true);
    expect(staffBookingSchema.safeParse({ ...base, override: true }).error?.issues.map((i) => i.path[0])).toEqual(['overrideReason']);
  });
});

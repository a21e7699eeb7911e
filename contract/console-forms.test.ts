import { describe, expect, it } from 'vitest';
import { OVERRIDE_REASON_NEEDED, staffBookingSchema, staffTimesQuerySchema, walkInSchema } from './console-forms.ts';

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

  it('lets a walk-in go nameless but asks a phone booking for both names', () => {
    const base = { date: '2026-12-01', time: '19:00', adults: 2, occasionId: 'dinner', phone: '01632 960001' };
    const walkIn = staffBookingSchema.parse({ ...base, source: 'walk-in', firstName: ' ', lastName: '' });
    expect([walkIn.firstName, walkIn.lastName]).toEqual([undefined, undefined]);
    const phone = staffBookingSchema.safeParse({ ...base, source: 'phone', firstName: '', lastName: '' });
    expect(phone.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['firstName', 'Please enter the first name'],
      ['lastName', 'Please enter the last name'],
    ]);
    const override = staffBookingSchema.safeParse({ ...base, source: 'phone', firstName: 'A', lastName: 'B', override: 'on' });
    expect(override.error?.issues.map((i) => i.message)).toEqual([OVERRIDE_REASON_NEEDED]);
  });
});

describe('the offered times and the walk-in', () => {
  it('asks for times with a party of two by default', () => {
    expect(staffTimesQuerySchema.parse({ date: '2026-12-01', occasionId: 'dinner' })).toEqual({
      date: '2026-12-01',
      adults: 2,
      children: 0,
      occasionId: 'dinner',
      areaId: undefined,
    });
    expect(staffTimesQuerySchema.safeParse({ date: '2026-02-30', occasionId: 'dinner' }).success).toBe(false);
  });

  it('seats a walk-in at exactly one table, with or without a name', () => {
    expect(walkInSchema.parse({ tableIds: ['r4'], adults: '3' })).toEqual({ tableIds: ['r4'], adults: 3, children: 0, name: undefined });
    const issues = (body: unknown) => walkInSchema.safeParse(body).error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues({ tableIds: [], adults: 2 })).toEqual([['tableIds', 'Please choose a table']]);
    expect(issues({ tableIds: ['r4', 'r5'], adults: 2 })).toEqual([['tableIds', 'Please choose one table']]);
    expect(issues({ tableIds: ['r4'], adults: 0 })?.[0]?.[0]).toBe('adults');
    expect(issues({ tableIds: ['r4'], adults: 2, name: 'a\u0000b' })?.[0]?.[0]).toBe('name');
  });
});

import { describe, expect, it } from 'vitest';
import { bookingMoveSchema, staffBookingSchema, walkInSchema } from '../../../contract/console-forms.ts';
import { type DiaryBooking } from '../../../contract/diary-shapes.ts';
import {
  changedMove,
  KEEP_TABLES,
  moveInput,
  staffBookingInput,
  staffBookingValues,
  walkInInput,
  walkInValues,
} from './booking-form-values.ts';

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};

const current = {
  date: '2026-11-23',
  time: '19:00',
  adults: 2,
  children: 0,
  tableIds: ['R4'],
} as DiaryBooking;

describe('staff booking form', () => {
  const filled: [string, string][] = [
    ['source', 'phone'],
    ['date', '2026-11-23'],
    ['time', '19:30'],
    ['adults', '4'],
    ['children', ''],
    ['occasionId', 'dinner'],
    ['areaId', ''],
    ['menuId', ''],
    ['tableIds', ''],
    ['firstName', 'Ada'],
    ['lastName', 'Lovelace'],
    ['email', ''],
    ['phone', '01632 960000'],
  ];

  it('reads blanks as not given and "Let Mesa choose" as no tables, so the schema accepts it', () => {
    const parsed = staffBookingSchema.parse(staffBookingInput(formOf(filled)));
    expect(parsed).toMatchObject({ adults: 4, children: 0, tableIds: [], override: false });
    expect(parsed.areaId).toBeUndefined();
    expect(parsed.email).toBeUndefined();
  });

  it('sends a chosen table as a one-table list and refills the form with it', () => {
    const form = formOf([...filled.filter(([k]) => k !== 'tableIds'), ['tableIds', 'R4'], ['otherTime', '23:45']]);
    expect(staffBookingInput(form).tableIds).toEqual(['R4']);
    expect(staffBookingValues(form)).toMatchObject({ tableIds: 'R4', otherTime: '23:45', firstName: 'Ada' });
    // A time not offered is the override, which needs its reason: the schema says so against the field.
    const refused = staffBookingSchema.safeParse(staffBookingInput(form));
    expect(refused.success ? [] : refused.error.issues.map((i) => i.path[0])).toEqual(['overrideReason']);
  });
});

describe('staff booking form: the time (product.md D8)', () => {
  const base: [string, string][] = [
    ['source', 'phone'],
    ['date', '2026-11-23'],
    ['adults', '2'],
    ['occasionId', 'dinner'],
    ['firstName', 'Ada'],
    ['lastName', 'Lovelace'],
    ['phone', '01632 960000'],
  ];

  it('books the offered time picked, unless a time not offered was typed, and refills both', () => {
    expect(staffBookingSchema.parse(staffBookingInput(formOf([...base, ['time', '19:30'], ['otherTime', '']]))).time).toBe('19:30');
    const typed = formOf([...base, ['time', '19:30'], ['otherTime', '23:45'], ['overrideReason', 'Late show']]);
    expect(staffBookingSchema.parse(staffBookingInput(typed))).toMatchObject({ time: '23:45', override: true });
    // Only a typed time is the override: a stray "override" from an old page does not make the offered time one.
    const stray = formOf([...base, ['time', '19:30'], ['override', 'on']]);
    expect(staffBookingSchema.parse(staffBookingInput(stray))).toMatchObject({ time: '19:30', override: false });
    expect(staffBookingValues(typed)).toMatchObject({ time: '19:30', otherTime: '23:45' });
    // Neither: the schema asks for the time.
    const none = staffBookingSchema.safeParse(staffBookingInput(formOf(base)));
    expect(none.error?.issues.map((i) => i.path[0])).toEqual(['time']);
  });
});

describe('walk-in form', () => {
  it('sends the one table as a list, the name only when given, and refills what was typed', () => {
    const form = formOf([
      ['intent', 'walk-in'],
      ['tableIds', 'r4'],
      ['adults', '3'],
      ['children', ''],
      ['name', ''],
    ]);
    expect(walkInSchema.parse(walkInInput(form))).toEqual({ tableIds: ['r4'], adults: 3, children: 0, name: undefined });
    expect(walkInValues(form)).toEqual({ tableIds: 'r4', adults: '3' });
    const noTable = walkInSchema.safeParse(
      walkInInput(
        formOf([
          ['tableIds', ''],
          ['adults', '2'],
        ]),
      ),
    );
    expect(noTable.error?.issues.map((i) => i.path[0])).toEqual(['tableIds']);
  });
});

describe('move form', () => {
  const parse = (entries: [string, string][]) => bookingMoveSchema.parse(moveInput(formOf(entries)));

  it('keeps only what changed', () => {
    const move = parse([
      ['date', '2026-11-23'],
      ['time', '20:00'],
      ['adults', '2'],
      ['children', '0'],
      ['tableIds', KEEP_TABLES],
    ]);
    expect(changedMove(move, current)).toEqual({ time: '20:00', override: false });
  });

  it('is nothing to do when every field is as it was', () => {
    const move = parse([
      ['date', '2026-11-23'],
      ['time', '19:00'],
      ['tableIds', 'R4'],
    ]);
    expect(changedMove(move, current)).toBeNull();
  });

  it('asks the engine to choose with an empty table list, and carries the override with its reason', () => {
    const move = parse([
      ['tableIds', ''],
      ['override', 'on'],
      ['overrideReason', 'Regulars'],
    ]);
    expect(changedMove(move, current)).toEqual({ tableIds: [], override: true, overrideReason: 'Regulars' });
  });
});

import { describe, expect, it } from 'vitest';
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';
import { draggedMinutes, isLate, movedBooking, nowOnDate, resizedChange, resizedDuration, slotAt, slotPixels } from './grid-geometry.ts';

const frame = { from: 12 * 60, to: 24 * 60 };
const booking = (over: Partial<DiaryBooking> = {}) =>
  ({ id: 'b1', status: 'confirmed', startsAt: 19 * 60, time: '19:00', durationMinutes: 90, tableIds: ['r1'], ...over }) as DiaryBooking;

describe('the grid’s drag maths', () => {
  it('turns a sideways drag into whole quarter hours', () => {
    // 720 minutes over 720 px: a pixel a minute.
    expect(draggedMinutes(31, 720, frame)).toBe(30);
    expect(draggedMinutes(-8, 720, frame)).toBe(-15);
    expect(draggedMinutes(7, 720, frame)).toBe(0);
    expect(draggedMinutes(50, 0, frame)).toBe(0);
    expect(slotPixels(720, frame)).toBe(15);
  });

  it('moves a booking to the row it was dropped on, keeping its tables on its own row or on "Unassigned"', () => {
    expect(movedBooking(booking(), 30, 'r4')).toEqual({ bookingId: 'b1', startsAt: 19 * 60 + 30, time: '19:30', tableIds: ['r4'] });
    const pair = booking({ tableIds: ['r5', 'r6'] });
    expect(movedBooking(pair, 15, 'r6')?.tableIds).toEqual(['r5', 'r6']);
    expect(movedBooking(pair, 15, null)?.tableIds).toEqual(['r5', 'r6']);
    expect(movedBooking(booking(), 0, 'r1')).toBeNull();
    // Never before the day's midnight; past midnight is written on the clock face.
    expect(movedBooking(booking({ startsAt: 10 }), -60, 'r2')?.startsAt).toBe(0);
    expect(movedBooking(booking({ startsAt: 23 * 60 + 30 }), 60, 'r1')?.time).toBe('00:30');
  });

  it('changes a length by whole quarters, never under half an hour', () => {
    expect(resizedDuration(booking(), 30)).toBe(120);
    expect(resizedDuration(booking(), -90)).toBe(30);
    expect(resizedChange(booking(), 15)).toMatchObject({ durationMinutes: 105, time: '19:00', tableIds: ['r1'] });
    expect(resizedChange(booking(), 0)).toBeNull();
  });

  it('reads an empty cell’s click as the quarter hour it falls in, within the day drawn', () => {
    expect(slotAt(frame, 0)).toBe(12 * 60);
    expect(slotAt(frame, 0.5)).toBe(18 * 60);
    expect(slotAt(frame, 0.51)).toBe(18 * 60 + 0);
    expect(slotAt(frame, 1)).toBe(24 * 60 - 15);
    expect(slotAt(frame, 2)).toBe(24 * 60 - 15);
  });

  it('knows "now" only on the day shown, and a confirmed booking not seated 15 minutes after its time is late', () => {
    expect(nowOnDate('2027-01-04', { date: '2027-01-04', minutes: 600 })).toBe(600);
    expect(nowOnDate('2027-01-05', { date: '2027-01-04', minutes: 600 })).toBeNull();
    expect(isLate(booking(), 19 * 60 + 14)).toBe(false);
    expect(isLate(booking(), 19 * 60 + 15)).toBe(true);
    expect(isLate(booking({ status: 'seated' }), 20 * 60)).toBe(false);
    expect(isLate(booking(), null)).toBe(false);
  });
});

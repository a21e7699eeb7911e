import { describe, expect, it } from 'vitest';
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';
import { tableService, turnTimeText } from './table-service.ts';

const booking = (over: Partial<DiaryBooking>): DiaryBooking => ({
  id: 'b1',
  reference: 'REF1',
  kind: 'booking',
  status: 'confirmed',
  source: 'online',
  date: '2026-11-23',
  time: '19:00',
  startsAt: 19 * 60,
  durationMinutes: 105,
  adults: 2,
  children: 0,
  covers: 2,
  tableIds: ['r1'],
  tableLabel: 'R1',
  areaName: null,
  occasionName: 'Dinner',
  menuName: null,
  extras: [],
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  phone: null,
  specialRequest: null,
  staffNote: null,
  statusReason: null,
  serviceStage: null,
  demo: false,
  reminder: null,
  actions: [],
  ...over,
});

describe('a table in service', () => {
  it('is nothing on another day, or with nobody seated and nobody late', () => {
    expect(tableService([booking({ status: 'seated' })], null)).toBeNull();
    expect(tableService([booking({ actions: ['seat', 'no-show', 'cancel'] })], 19 * 60 + 14)).toBeNull();
  });

  it('shows the seated party, its stage, the turn time left and the next step of the meal', () => {
    const seated = booking({ status: 'seated', actions: ['main-course', 'bill', 'unseat', 'complete'] });
    expect(tableService([seated], 19 * 60 + 30)).toMatchObject({ kind: 'seated', stage: 'Seated', minutesLeft: 75, next: 'main-course' });
    const mains = booking({ status: 'seated', serviceStage: 'main-course', actions: ['bill', 'unseat', 'complete'] });
    expect(tableService([mains], 20 * 60)).toMatchObject({ stage: 'Main course', minutesLeft: 45, next: 'bill' });
    const bill = booking({ status: 'seated', serviceStage: 'bill', actions: ['unseat', 'complete'] });
    expect(tableService([bill], 21 * 60)).toMatchObject({ stage: 'Bill', minutesLeft: -15, next: 'complete' });
  });

  it('prefers the party who sat down last, and a seated party over a late one', () => {
    const early = booking({ id: 'early', status: 'seated', startsAt: 17 * 60 });
    const later = booking({ id: 'later', status: 'seated', startsAt: 19 * 60 });
    const late = booking({ id: 'late', startsAt: 18 * 60, actions: ['seat', 'no-show', 'cancel'] });
    expect(tableService([early, later, late], 19 * 60 + 20)?.booking.id).toBe('later');
  });

  it('offers the no-show in one action 15 minutes after a confirmed party was due', () => {
    const due = booking({ actions: ['seat', 'no-show', 'cancel'] });
    expect(tableService([due], 19 * 60 + 15)).toMatchObject({ kind: 'late', minutesLate: 15, next: 'no-show' });
  });

  it('says the turn time in words', () => {
    expect(turnTimeText(35)).toBe('35 min left');
    expect(turnTimeText(0)).toBe('Turn time up');
    expect(turnTimeText(-10)).toBe('10 min over');
  });
});

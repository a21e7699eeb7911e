import { describe, expect, it } from 'vitest';
import { cellStart } from './cell-start.ts';
import type { TimesAnswer } from './offered-times.ts';

const tables = [
  { id: 'r3', label: 'R3' },
  { id: 'r7', label: 'R7' },
];
const answer: TimesAnswer = {
  error: null,
  field: '',
  times: {
    date: '2026-11-23',
    covers: 2,
    occasionId: 'dinner',
    open: { from: '12:00', to: '22:00' },
    times: [{ time: '19:00', tableIds: ['r3'], freeTableIds: ['r3', 'r7'] }],
    message: '',
  },
};

describe('a click on an empty cell of the grid starts the booking form', () => {
  it('with that table and that offered time, saying nothing more', () => {
    expect(cellStart({ time: '19:00', tableId: 'r7' }, answer, tables)).toEqual({
      fields: { time: '19:00', tableIds: 'r7' },
      timeNote: null,
      tableNote: null,
    });
  });

  it('with a time the engine does not offer as a time not offered, and says it is an override', () => {
    const start = cellStart({ time: '19:15', tableId: 'r7' }, answer, tables);
    expect(start.fields).toEqual({ otherTime: '19:15', tableIds: 'r7' });
    expect(start.timeNote).toBe('19:15 is not offered for 2 guests on that day: booking it is an override, so say why.');
  });

  it('says when the engine would not give that table at an offered time', () => {
    const taken = { ...answer, times: { ...answer.times!, times: [{ time: '19:00', tableIds: ['r3'], freeTableIds: ['r3'] }] } };
    expect(cellStart({ time: '19:00', tableId: 'r7' }, taken, tables).tableNote).toBe(
      'Mesa would not give R7 at 19:00: it is taken then, or does not seat the party.',
    );
  });

  it('leaves out a table that is not the restaurant’s and a time that is not a time', () => {
    expect(cellStart({ time: '25:00', tableId: 'x9' }, answer, tables)).toEqual({ fields: {}, timeNote: null, tableNote: null });
    // No times known (a closed day): the time is one not offered.
    expect(cellStart({ time: '19:00' }, null, tables).fields).toEqual({ otherTime: '19:00' });
  });
});

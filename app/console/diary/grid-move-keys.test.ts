import { describe, expect, it } from 'vitest';
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';
import { moveKeyStep, placeWords, type GridRowTarget, type KeyMove } from './grid-move-keys.ts';

const amber = {
  id: 'b1',
  firstName: 'Dina',
  lastName: 'Amber',
  status: 'confirmed',
  startsAt: 19 * 60,
  time: '19:00',
  durationMinutes: 90,
  tableIds: ['r2'],
  tableLabel: 'R2',
} as DiaryBooking;
const rows: GridRowTarget[] = [
  { tableId: 'r1', label: 'R1' },
  { tableId: 'r2', label: 'R2' },
  { tableId: 'r3', label: 'R3' },
  { tableId: null, label: 'Unassigned' },
];
const tables = new Map([
  ['r1', 'R1'],
  ['r2', 'R2'],
  ['r3', 'R3'],
]);

/** Presses `keys` in turn on the grip of Amber's bar in row `barRow`; the last step and every word said. */
function press(keys: string[], barRow = 1, start: KeyMove | null = null) {
  let state = start;
  const said: string[] = [];
  let last = moveKeyStep(state, keys[0]!, amber, barRow, rows, tables);
  for (const key of keys) {
    last = moveKeyStep(state, key, amber, barRow, rows, tables);
    state = last.next;
    if (last.say) said.push(last.say);
  }
  return { last, state, said };
}

describe('a booking moved by keyboard', () => {
  it('picks the booking up, moves it by quarter hours and rows, and drops it there', () => {
    const { last, said } = press([' ', 'ArrowRight', 'ArrowDown', 'ArrowRight', 'Enter']);
    expect(said).toEqual([
      'Picked up Dina Amber, 19:00 on R2.',
      'R2 at 19:15.',
      'R3 at 19:15.',
      'R3 at 19:30.',
      'Dropped Dina Amber, 19:00: R3 at 19:30. Saving.',
    ]);
    expect(last.change).toEqual({ bookingId: 'b1', startsAt: 19 * 60 + 30, time: '19:30', tableIds: ['r3'] });
    expect(last.next).toBeNull();
  });

  it('stops at the first and last rows; on "Unassigned" the booking keeps its tables', () => {
    expect(press([' ', 'ArrowUp', 'ArrowUp', 'ArrowUp']).state?.row).toBe(0);
    const down = press([' ', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown']);
    expect([down.state?.row, down.said.at(-1)]).toEqual([3, 'R2 at 19:00.']);
  });

  it('never moves a booking before the day’s midnight', () => {
    const early = { ...amber, startsAt: 10, time: '00:10' };
    let state: KeyMove | null = moveKeyStep(null, ' ', early, 1, rows, tables).next;
    state = moveKeyStep(state, 'ArrowLeft', early, 1, rows, tables).next;
    expect(state?.minutes).toBe(-10);
  });

  it('puts the booking back on Escape, and saves nothing when it did not move', () => {
    const escaped = press([' ', 'ArrowDown', 'Escape']);
    expect([escaped.state, escaped.last.change, escaped.said.at(-1)]).toEqual([
      null,
      undefined,
      'Dina Amber, 19:00 put back where it was.',
    ]);
    const stayed = press([' ', 'ArrowRight', 'ArrowLeft', ' ']);
    expect([stayed.last.change, stayed.said.at(-1)]).toEqual([undefined, 'Dina Amber, 19:00 stays where it was.']);
  });

  it('leaves keys to the browser until the move begins; another bar of the booking starts its own move', () => {
    expect(moveKeyStep(null, 'ArrowDown', amber, 1, rows, tables)).toEqual({ handled: false, next: null });
    expect(moveKeyStep({ bookingId: 'b1', fromRow: 1, row: 2, minutes: 0 }, 'Tab', amber, 1, rows, tables).handled).toBe(false);
    // A booking over two tables has a bar on each row: the other bar's grip picks it up afresh.
    expect(moveKeyStep({ bookingId: 'b1', fromRow: 1, row: 2, minutes: 15 }, 'Enter', amber, 2, rows, tables).next).toEqual({
      bookingId: 'b1',
      fromRow: 2,
      row: 2,
      minutes: 0,
    });
  });

  it('names the tables a move would leave it on', () => {
    const pair = { ...amber, tableIds: ['r1', 'r2'] };
    expect(placeWords(pair, 15, 'r2', tables)).toBe('R1 + R2 at 19:15');
    expect(placeWords({ ...amber, tableIds: [] }, 0, null, tables)).toBe('no table at 19:00');
  });
});

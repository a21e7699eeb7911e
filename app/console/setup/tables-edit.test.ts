// A table's name on the setup pages is the diary's (contract/console.ts tableLabel):
// typed as the diary shows it ('R30'), stored as an id ('r30'), and named so in every refusal.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingSetupSchema } from '../../../contract/booking-setup.ts';
import { removeTable, saveTable } from './tables-edit.ts';

const bath = bookingSetupSchema.parse(
  JSON.parse(readFileSync(new URL('../../../content/booking-setups/bath.json', import.meta.url), 'utf8')),
);
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('tables by the diary’s name', () => {
  it('stores a table typed as the diary shows it under its lower-case id', () => {
    const saved = saveTable(form({ tableId: 'R30', tableArea: 'restaurant', minSeats: '1', maxSeats: '2' }), bath);
    expect(saved.ok && (saved.doc as typeof bath).tables.at(-1)).toEqual({ id: 'r30', areaId: 'restaurant', minSeats: 1, maxSeats: 2 });
  });

  it('names the table in capitals when it refuses', () => {
    const twice = saveTable(form({ tableId: 'r1', tableArea: 'restaurant', minSeats: '1', maxSeats: '2' }), bath);
    expect(!twice.ok && twice.fieldErrors).toEqual({ tableId: 'There is already a table R1' });
    const grouped = removeTable(form({ id: 'r8' }), bath);
    expect(!grouped.ok && grouped.error).toMatch(/^Table R8 is in the group g-r8-r9/);
  });
});

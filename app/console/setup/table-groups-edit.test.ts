// A table group added, changed in place or removed (decision 025 and product.md D8): its
// tables ticked by name, all in its area; its seats in order; its id kept.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingSetupSchema, type BookingSetup } from '../../../contract/booking-setup.ts';
import type { EditOutcome } from './setup-form-values.ts';
import { removeGroup, saveGroup } from './table-groups-edit.ts';

const bath = bookingSetupSchema.parse(
  JSON.parse(readFileSync(new URL('../../../content/booking-setups/bath.json', import.meta.url), 'utf8')),
);
const form = (fields: Record<string, string | string[]>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) f.append(k, one);
  return f;
};
const groups = (out: EditOutcome) => (out.ok ? (out.doc as BookingSetup).tableGroups : out);
const change = (over: Record<string, string | string[]> = {}) =>
  saveGroup(
    form({
      originalGroupId: 'g-r8-r9',
      groupArea: 'restaurant',
      groupTables: ['r8', 'r9'],
      groupMinSeats: '5',
      groupMaxSeats: '8',
      ...over,
    }),
    bath,
  );

describe('table groups', () => {
  it('changes a group in place: its tables, seats and area; its id and place stay', () => {
    expect(groups(change())).toEqual(bath.tableGroups);
    const changed = groups(change({ groupTables: ['r10', 'r9', 'r8'], groupMaxSeats: '10' }));
    expect(Array.isArray(changed) && changed[0]).toEqual({
      id: 'g-r8-r9',
      areaId: 'restaurant',
      tableIds: ['r8', 'r9', 'r10'],
      minSeats: 5,
      maxSeats: 10,
    });
    const moved = groups(change({ groupArea: 'terrace', groupTables: ['p23', 'p24'] }));
    expect(Array.isArray(moved) && moved[0]!.areaId).toBe('terrace');
  });

  it('says what is wrong about the field', () => {
    expect(change({ groupTables: ['r8'] })).toMatchObject({ ok: false, fieldErrors: { groupTables: 'Please tick at least two tables' } });
    expect(change({ groupMinSeats: '9' })).toMatchObject({
      ok: false,
      fieldErrors: { groupMaxSeats: 'The most seats must not be fewer than the fewest seats' },
    });
    expect(change({ groupTables: ['r8', 'b19'] })).toMatchObject({
      ok: false,
      fieldErrors: { groupTables: 'Not in the group’s area: B19. A group’s tables must all be in its area.' },
    });
    expect(change({ originalGroupId: 'g-gone' })).toMatchObject({ ok: false, error: expect.stringMatching(/no longer there/) });
  });

  it('adds a group under a new id, and removes one', () => {
    const added = groups(
      saveGroup(
        form({ groupId: 'g-b19-b20', groupArea: 'bar', groupTables: ['b19', 'b20'], groupMinSeats: '3', groupMaxSeats: '4' }),
        bath,
      ),
    );
    expect(Array.isArray(added) && added.at(-1)).toEqual({
      id: 'g-b19-b20',
      areaId: 'bar',
      tableIds: ['b19', 'b20'],
      minSeats: 3,
      maxSeats: 4,
    });
    const twice = saveGroup(
      form({ groupId: 'g-r8-r9', groupArea: 'restaurant', groupTables: ['r1', 'r2'], groupMinSeats: '3', groupMaxSeats: '4' }),
      bath,
    );
    expect(twice).toMatchObject({ ok: false, fieldErrors: { groupId: 'There is already a group with the id g-r8-r9' } });
    const removed = groups(removeGroup(form({ id: 'g-r8-r9' }), bath));
    expect(Array.isArray(removed) && removed.map((g) => g.id)).not.toContain('g-r8-r9');
  });
});

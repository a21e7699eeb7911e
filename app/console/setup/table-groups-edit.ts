// The table groups on the areas and tables page (decision 025 and product.md D8): a group is
// added, or changed in place (its tables ticked by name, its seats, its area),
// or removed. A group's tables must all be in its area, said about the boxes.
import { z } from 'zod';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { tableLabel } from '../../../contract/diary-shapes.ts';
import { idField, parseFields, refuse, type EditOutcome } from './setup-form-values.ts';
import { fewest, gone, most, SEATS_ORDER, under } from './tables-edit.ts';
import { formText, formTexts } from '../form-kit/form-text.ts';

const groupSchema = z
  .object({
    groupId: idField('the group’s id'),
    groupArea: z.string().trim(),
    groupTables: z.array(z.string()).transform((ids) => [...new Set(ids)]),
    groupMinSeats: fewest(),
    groupMaxSeats: most(),
  })
  .superRefine((v, ctx) => {
    if (v.groupTables.length < 2) ctx.addIssue({ code: 'custom', path: ['groupTables'], message: 'Please tick at least two tables' });
    if (v.groupTables.length > 12) ctx.addIssue({ code: 'custom', path: ['groupTables'], message: 'A group has at most 12 tables' });
    if (v.groupMinSeats > v.groupMaxSeats) ctx.addIssue({ code: 'custom', path: ['groupMaxSeats'], message: SEATS_ORDER });
  });

/** Adds a group, or changes the one named by originalGroupId (its id stays). */
export function saveGroup(form: FormData, doc: BookingSetup): EditOutcome {
  const originalId = formText(form, 'originalGroupId');
  const parsed = parseFields(groupSchema, {
    groupId: originalId || formText(form, 'groupId'),
    groupArea: formText(form, 'groupArea'),
    groupTables: formTexts(form, 'groupTables'),
    groupMinSeats: formText(form, 'groupMinSeats'),
    groupMaxSeats: formText(form, 'groupMaxSeats'),
  });
  if (!parsed.ok) return refuse(parsed.fieldErrors);
  const v = parsed.data;
  if (!doc.areas.some((a) => a.id === v.groupArea)) return refuse({ groupArea: 'Please choose one of the areas' });
  if (originalId && !doc.tableGroups.some((g) => g.id === originalId)) return gone('table group');
  if (!originalId && doc.tableGroups.some((g) => g.id === v.groupId))
    return refuse({ groupId: `There is already a group with the id ${v.groupId}` });
  const elsewhere = v.groupTables.filter((id) => doc.tables.find((t) => t.id === id)?.areaId !== v.groupArea);
  if (elsewhere.length)
    return refuse({
      groupTables: `Not in the group’s area: ${elsewhere.map((t) => tableLabel([t])).join(', ')}. A group’s tables must all be in its area.`,
    });
  const before = doc.tableGroups.find((g) => g.id === originalId);
  // The tables keep the order they were listed in, so a save that changes nothing changes nothing.
  const kept = (before?.tableIds ?? []).filter((id) => v.groupTables.includes(id));
  const tableIds = [...kept, ...v.groupTables.filter((id) => !kept.includes(id))];
  const group = { id: v.groupId, areaId: v.groupArea, tableIds, minSeats: v.groupMinSeats, maxSeats: v.groupMaxSeats };
  const tableGroups = before ? doc.tableGroups.map((g) => (g === before ? group : g)) : [...doc.tableGroups, group];
  return {
    ok: true,
    doc: { ...doc, tableGroups },
    fieldOf: under('tableGroups', tableGroups.indexOf(group), {
      '': 'groupMaxSeats',
      id: 'groupId',
      areaId: 'groupArea',
      tableIds: 'groupTables',
      minSeats: 'groupMinSeats',
      maxSeats: 'groupMaxSeats',
    }),
  };
}

export function removeGroup(form: FormData, doc: BookingSetup): EditOutcome {
  const id = formText(form, 'id');
  if (!doc.tableGroups.some((g) => g.id === id)) return gone('table group');
  return { ok: true, doc: { ...doc, tableGroups: doc.tableGroups.filter((g) => g.id !== id) } };
}

// The areas and tables page's forms (decision 025): areas and tables are added,
// changed and removed one at a time (the table groups: table-groups-edit.ts).
// What the document's schema would refuse as a whole (a table in an unknown
// area) is said here about the field that caused it.
import { z } from 'zod';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { tableLabel } from '../../../contract/diary-shapes.ts';
import { idField, parseFields, pathUnder, refuse, wholeNumber, type EditOutcome } from './setup-form-values.ts';
import { formText } from '../form-kit/form-text.ts';

export const fewest = () => wholeNumber('the fewest seats', 1, 500);
export const most = () => wholeNumber('the most seats', 1, 500);
export const SEATS_ORDER = 'The most seats must not be fewer than the fewest seats';
export const gone = (what: string) => refuse({}, `That ${what} is no longer there. Please reload the page.`);
export const under = (prefix: string, index: number, fields: Record<string, string>) => (path: string) => {
  const parts = pathUnder(path, `${prefix}.${index}`);
  if (!parts) return undefined;
  return parts.length === 0 ? fields[''] : fields[parts[0]!];
};

export function addArea(form: FormData, doc: BookingSetup): EditOutcome {
  const parsed = parseFields(
    z.object({
      areaId: idField('the area’s id'),
      areaName: z.string().trim().min(1, 'Please enter the area’s name').max(80, 'The name must be at most 80 characters'),
    }),
    { areaId: formText(form, 'areaId'), areaName: formText(form, 'areaName') },
  );
  if (!parsed.ok) return refuse(parsed.fieldErrors);
  const { areaId: id, areaName: name } = parsed.data;
  if (doc.areas.some((a) => a.id === id)) return refuse({ areaId: `There is already an area with the id ${id}` });
  return { ok: true, doc: { ...doc, areas: [...doc.areas, { id, name }] } };
}

export function removeArea(form: FormData, doc: BookingSetup): EditOutcome {
  const id = formText(form, 'id');
  if (!doc.areas.some((a) => a.id === id)) return gone('area');
  const tables = doc.tables.filter((t) => t.areaId === id).map((t) => t.id);
  if (tables.length)
    return refuse({}, `Area ${id} still has tables (${tables.map((t) => tableLabel([t])).join(', ')}): move or remove them first.`);
  return { ok: true, doc: { ...doc, areas: doc.areas.filter((a) => a.id !== id) } };
}

const tableSchema = z
  .object({ tableId: idField('the table’s id'), tableArea: z.string().trim(), minSeats: fewest(), maxSeats: most() })
  .superRefine((v, ctx) => {
    if (v.minSeats > v.maxSeats) ctx.addIssue({ code: 'custom', path: ['maxSeats'], message: SEATS_ORDER });
  });

export function saveTable(form: FormData, doc: BookingSetup): EditOutcome {
  const originalId = formText(form, 'originalId');
  const parsed = parseFields(tableSchema, {
    // Typed as the diary shows it ('R1'), stored as an id ('r1'): one name, whatever the case.
    tableId: originalId || formText(form, 'tableId').toLowerCase(),
    tableArea: formText(form, 'tableArea'),
    minSeats: formText(form, 'minSeats'),
    maxSeats: formText(form, 'maxSeats'),
  });
  if (!parsed.ok) return refuse(parsed.fieldErrors);
  const { tableId: id, tableArea: areaId, minSeats, maxSeats } = parsed.data;
  if (!doc.areas.some((a) => a.id === areaId)) return refuse({ tableArea: 'Please choose one of the areas' });
  const table = { id, areaId, minSeats, maxSeats };
  let tables = doc.tables;
  if (originalId) {
    const before = doc.tables.find((t) => t.id === originalId);
    if (!before) return gone('table');
    const group = doc.tableGroups.find((g) => g.tableIds.includes(id));
    if (group && before.areaId !== areaId)
      return refuse({ tableArea: `Table ${tableLabel([id])} is in group ${group.id}: remove the group before moving it to another area` });
    tables = tables.map((t) => (t.id === originalId ? table : t));
  } else {
    if (doc.tables.some((t) => t.id === id)) return refuse({ tableId: `There is already a table ${tableLabel([id])}` });
    tables = [...tables, table];
  }
  const index = tables.indexOf(table);
  return {
    ok: true,
    doc: { ...doc, tables },
    fieldOf: under('tables', index, { '': 'maxSeats', id: 'tableId', areaId: 'tableArea', minSeats: 'minSeats', maxSeats: 'maxSeats' }),
  };
}

export function removeTable(form: FormData, doc: BookingSetup): EditOutcome {
  const id = formText(form, 'id');
  if (!doc.tables.some((t) => t.id === id)) return gone('table');
  const groups = doc.tableGroups.filter((g) => g.tableIds.includes(id)).map((g) => g.id);
  if (groups.length) return refuse({}, `Table ${tableLabel([id])} is in the group ${groups.join(', ')}: remove the group first.`);
  return { ok: true, doc: { ...doc, tables: doc.tables.filter((t) => t.id !== id) } };
}

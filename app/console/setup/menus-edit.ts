// The booking menus form (product.md D8): every menu's fieldset in one form, read
// into the document's menus. The price per head is typed in pounds and stored
// in pence; a menu an occasion names is not removed until it is unticked there.
import { z } from 'zod';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { poundsText } from '../../../contract/money.ts';
import { isNewRow, listFieldOf, rowErrors, rowField, rowIndexes } from './list-form.ts';
import type { RowValues } from './occasion-values.ts';
import { checked, idField, parseFields, poundsField, refuse, type EditOutcome } from './setup-form-values.ts';
import { formText } from '../form-kit/form-text.ts';

const LIST = 'menus';
type Menu = BookingSetup['menus'][number];

export const menuValues = (m: Menu | undefined): RowValues => ({
  id: m?.id ?? '',
  name: m?.name ?? '',
  description: m?.description ?? '',
  pricePerHead: m?.pricePerHeadPence === undefined ? '' : poundsText(m.pricePerHeadPence),
});

const menuRow = z.object({
  id: idField('the menu’s id'),
  name: z.string().trim().min(1, 'Please enter the menu’s name').max(80, 'The name must be at most 80 characters'),
  description: z.string().trim().max(500, 'The description must be at most 500 characters'),
  pricePerHead: poundsField('the price per head', true),
});

function removalBlocked(doc: BookingSetup, m: Menu): string | null {
  const names = doc.occasions.filter((o) => o.menuLinkGroup.links.some((l) => l.id === m.id)).map((o) => o.name);
  return names.length ? `${m.name} is named by the occasions ${names.join(', ')}: untick it there first` : null;
}

const FIELDS = new Set(['id', 'name', 'description', 'pricePerHead', 'remove']);

export function editMenus(form: FormData, doc: BookingSetup): EditOutcome {
  const errors: Record<string, string> = {};
  const menus: Menu[] = [];
  const kept: number[] = [];
  for (const row of rowIndexes(form, LIST)) {
    const text = (name: string) => formText(form, rowField(LIST, row, name));
    const fresh = isNewRow(form, LIST, row);
    const before = fresh ? undefined : doc.menus.find((m) => m.id === text('id'));
    if (fresh && !text('id').trim() && !text('name').trim()) continue;
    if (!fresh && !before) return refuse({}, 'That booking menu is no longer there. Please reload the page.');
    if (before && checked(form, rowField(LIST, row, 'remove'))) {
      const blocked = removalBlocked(doc, before);
      if (blocked) errors[rowField(LIST, row, 'remove')] = blocked;
      continue;
    }
    const parsed = parseFields(menuRow, {
      id: text('id'),
      name: text('name'),
      description: text('description'),
      pricePerHead: text('pricePerHead'),
    });
    if (!parsed.ok) {
      Object.assign(errors, rowErrors(LIST, row, parsed.fieldErrors));
      continue;
    }
    const { id, name, description, pricePerHead } = parsed.data;
    if (fresh && (doc.menus.some((m) => m.id === id) || menus.some((m) => m.id === id))) {
      errors[rowField(LIST, row, 'id')] = `There is already a menu with the id ${id}`;
      continue;
    }
    menus.push({
      id,
      name,
      // An empty description is left out, as the seed documents do (one stored empty stays so).
      ...(description || before?.description === '' ? { description } : {}),
      ...(pricePerHead !== null ? { pricePerHeadPence: pricePerHead } : {}),
    });
    kept.push(row);
  }
  if (Object.keys(errors).length) return refuse(errors);
  return {
    ok: true,
    doc: { ...doc, menus },
    fieldOf: listFieldOf(
      LIST,
      kept,
      (name) => FIELDS.has(name),
      (_row, rest) => (rest[0] === 'pricePerHeadPence' ? ['pricePerHead'] : rest),
    ),
  };
}

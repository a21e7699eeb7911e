// The extras form (product.md D8; the document's upsells): every extra's fieldset
// in one form. The price is typed in pounds and stored in pence; the occasions
// it goes with are ticked by name, none meaning every occasion.
import { z } from 'zod';
import type { BookingSetup, Upsell } from '../../../contract/booking-setup.ts';
import { poundsText } from '../../../contract/money.ts';
import { idsInOrder, isNewRow, listFieldOf, rowErrors, rowField, rowIndexes, unknownIds } from './list-form.ts';
import type { RowValues } from './occasion-values.ts';
import { checked, idField, parseFields, poundsField, refuse, wholeNumber, type EditOutcome } from './setup-form-values.ts';
import { formText, formTexts } from '../form-kit/form-text.ts';

const LIST = 'upsells';

/** A new extra is available at once, priced per booking, for every occasion, with no notice. */
export const extraValues = (u: Upsell | undefined): RowValues => ({
  id: u?.id ?? '',
  name: u?.name ?? '',
  description: u?.description ?? '',
  price: u ? poundsText(u.pricePence) : '',
  perCover: u?.perCover ? ['on'] : [],
  available: (u?.available ?? true) ? ['on'] : [],
  occasionIds: u?.occasionIds ?? [],
  noticeHours: String(u?.noticeHours ?? 0),
});

const extraRow = z.object({
  id: idField('the extra’s id'),
  name: z.string().trim().min(1, 'Please enter the extra’s name').max(80, 'The name must be at most 80 characters'),
  description: z.string().trim().max(500, 'The description must be at most 500 characters'),
  price: poundsField('the price'),
  noticeHours: wholeNumber('the hours’ notice', 0, 24 * 14),
});

const FIELDS = new Set(['id', 'name', 'description', 'price', 'perCover', 'available', 'occasionIds', 'noticeHours', 'remove']);

export function editExtras(form: FormData, doc: BookingSetup): EditOutcome {
  const errors: Record<string, string> = {};
  const upsells: Upsell[] = [];
  const kept: number[] = [];
  for (const row of rowIndexes(form, LIST)) {
    const field = (name: string) => rowField(LIST, row, name);
    const text = (name: string) => formText(form, field(name));
    const fresh = isNewRow(form, LIST, row);
    const before = fresh ? undefined : doc.upsells.find((u) => u.id === text('id'));
    if (fresh && !text('id').trim() && !text('name').trim()) continue;
    if (!fresh && !before) return refuse({}, 'That extra is no longer there. Please reload the page.');
    if (checked(form, field('remove'))) continue;
    const parsed = parseFields(extraRow, {
      id: text('id'),
      name: text('name'),
      description: text('description'),
      price: text('price'),
      noticeHours: text('noticeHours'),
    });
    const rowErr: Record<string, string> = parsed.ok ? {} : { ...parsed.fieldErrors };
    const occasionIds = formTexts(form, field('occasionIds'));
    if (unknownIds(occasionIds, doc.occasions).length) rowErr.occasionIds = 'A ticked occasion is no longer there. Please reload the page.';
    if (parsed.ok && fresh && (doc.upsells.some((u) => u.id === parsed.data.id) || upsells.some((u) => u.id === parsed.data.id)))
      rowErr.id = `There is already an extra with the id ${parsed.data.id}`;
    Object.assign(errors, rowErrors(LIST, row, rowErr));
    if (!parsed.ok || Object.keys(rowErr).length) continue;
    const v = parsed.data;
    upsells.push({
      id: v.id,
      name: v.name,
      description: v.description,
      pricePence: v.price ?? 0,
      perCover: checked(form, field('perCover')),
      available: checked(form, field('available')),
      occasionIds: idsInOrder(occasionIds, before?.occasionIds),
      noticeHours: v.noticeHours,
    });
    kept.push(row);
  }
  if (Object.keys(errors).length) return refuse(errors);
  return {
    ok: true,
    doc: { ...doc, upsells },
    fieldOf: listFieldOf(
      LIST,
      kept,
      (name) => FIELDS.has(name),
      (_row, rest) => (rest[0] === 'pricePence' ? ['price'] : rest),
    ),
  };
}

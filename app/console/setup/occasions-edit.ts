// The occasions form (product.md D8): every occasion's fieldset in one form, read
// into the document's occasions. Party sizes, weekdays, start-time windows
// (after midnight as the document allows), an optional date range, enquiries,
// and the menus and areas it offers, ticked by name, each list inclusive (only
// those ticked) or exclusive (all but those ticked, product.md §4 "Menus for an occasion").
// The document's schema checks the result again on save.
import { z } from 'zod';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { idsInOrder, isNewRow, listFieldOf, rowErrors, rowField, rowIndexes, unknownIds } from './list-form.ts';
import type { Occasion } from './occasion-values.ts';
import { weekdaysField } from './periods-edit.ts';
import {
  checked,
  idField,
  isValidDateText,
  optionalWholeNumber,
  parseFields,
  refuse,
  wholeNumber,
  type EditOutcome,
} from './setup-form-values.ts';
import { windowFromTimes, type TimeWindow } from './time-windows.ts';
import { formText, formTexts } from '../form-kit/form-text.ts';

const LIST = 'occasions';

const linkGroup = (what: string) =>
  z.object({
    type: z.enum(['inclusive', 'exclusive'], { message: `Please choose how the ticked ${what} are used` }),
    links: z.array(z.string()),
  });

const occasionRow = z
  .object({
    id: idField('the occasion’s id'),
    name: z.string().trim().min(1, 'Please enter the occasion’s name').max(80, 'The name must be at most 80 characters'),
    minimumCovers: wholeNumber('the minimum covers', 1, 500),
    maximumCovers: wholeNumber('the maximum covers', 1, 500),
    days: weekdaysField(),
    dateRange: z.object({ from: z.string().trim(), to: z.string().trim() }),
    acceptsEnquiries: z.boolean(),
    enquiryAboveCovers: optionalWholeNumber('the covers above which diners enquire', 1, 500),
    menuLinkGroup: linkGroup('menus'),
    areaLinkGroup: linkGroup('areas'),
  })
  .superRefine((o, ctx) => {
    const issue = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (o.minimumCovers > o.maximumCovers) issue(['maximumCovers'], 'The maximum covers must not be fewer than the minimum');
    const { from, to } = o.dateRange;
    if (from && !isValidDateText(from)) issue(['dateRange', 'from'], 'The first date must be a date as YYYY-MM-DD');
    if (to && !isValidDateText(to)) issue(['dateRange', 'to'], 'The last date must be a date as YYYY-MM-DD');
    if (from && !to) issue(['dateRange', 'to'], 'Please enter the last date too, or clear the first');
    if (to && !from) issue(['dateRange', 'from'], 'Please enter the first date too, or clear the last');
    if (from && to && isValidDateText(from) && isValidDateText(to) && to < from)
      issue(['dateRange', 'to'], 'The last date must not be before the first');
  });

/** The row's window rows that are kept (not blank, not ticked Remove): the windows, or the errors by field. */
function readWindows(form: FormData, row: number) {
  const windows: TimeWindow[] = [];
  const rows: number[] = [];
  const errors: Record<string, string> = {};
  const field = (j: number, name: string) => rowField(LIST, row, `timeWindows.${j}.${name}`);
  for (let j = 0; form.has(field(j, 'from')); j++) {
    const from = formText(form, field(j, 'from'));
    const to = formText(form, field(j, 'to'));
    if (checked(form, field(j, 'remove')) || (!from.trim() && !to.trim())) continue;
    const read = windowFromTimes(from, to);
    if (read.ok) {
      windows.push(read.window);
      rows.push(j);
    } else errors[`timeWindows.${j}.${read.field}`] = read.message;
  }
  return { windows, rows, errors };
}

function readRow(form: FormData, row: number) {
  const text = (name: string) => formText(form, rowField(LIST, row, name));
  return parseFields(occasionRow, {
    id: text('id'),
    name: text('name'),
    minimumCovers: text('minimumCovers'),
    maximumCovers: text('maximumCovers'),
    days: formTexts(form, rowField(LIST, row, 'days')),
    dateRange: { from: text('dateRange.from'), to: text('dateRange.to') },
    acceptsEnquiries: checked(form, rowField(LIST, row, 'acceptsEnquiries')),
    enquiryAboveCovers: text('enquiryAboveCovers'),
    menuLinkGroup: { type: text('menuLinkGroup.type'), links: formTexts(form, rowField(LIST, row, 'menuLinkGroup.links')) },
    areaLinkGroup: { type: text('areaLinkGroup.type'), links: formTexts(form, rowField(LIST, row, 'areaLinkGroup.links')) },
  });
}

type Row = Extract<ReturnType<typeof readRow>, { ok: true }>['data'];

function toOccasion(v: Row, windows: TimeWindow[], before: Occasion | undefined): Occasion {
  const { from, to } = v.dateRange;
  return {
    id: v.id,
    name: v.name,
    minimumCovers: v.minimumCovers,
    maximumCovers: v.maximumCovers,
    days: v.days,
    timeWindows: windows,
    ...(from && to ? { dateRange: { from, to } } : {}),
    // An unticked box leaves the optional field out, as the seed documents do (an explicit false stays false).
    ...(v.acceptsEnquiries ? { acceptsEnquiries: true } : before?.acceptsEnquiries === false ? { acceptsEnquiries: false } : {}),
    ...(v.enquiryAboveCovers !== null ? { enquiryAboveCovers: v.enquiryAboveCovers } : {}),
    menuLinkGroup: {
      type: v.menuLinkGroup.type,
      links: idsInOrder(
        v.menuLinkGroup.links,
        before?.menuLinkGroup.links.map((l) => l.id),
      ).map((id) => ({ id })),
    },
    areaLinkGroup: {
      type: v.areaLinkGroup.type,
      links: idsInOrder(
        v.areaLinkGroup.links,
        before?.areaLinkGroup.links.map((l) => l.id),
      ).map((id) => ({ id })),
    },
  };
}

/** Why an occasion may not be removed: the extras offered only with named occasions that name it. */
function removalBlocked(doc: BookingSetup, o: Occasion): string | null {
  const extras = doc.upsells.filter((u) => u.occasionIds.includes(o.id)).map((u) => u.name);
  return extras.length ? `${o.name} is named by the extras ${extras.join(', ')}: untick it there first` : null;
}

const ROW_FIELDS = new Set([
  ...['id', 'name', 'minimumCovers', 'maximumCovers', 'days', 'dateRange.from', 'dateRange.to', 'acceptsEnquiries'],
  ...['enquiryAboveCovers', 'menuLinkGroup.type', 'menuLinkGroup.links', 'areaLinkGroup.type', 'areaLinkGroup.links', 'remove'],
]);
const isRowField = (name: string) => ROW_FIELDS.has(name) || /^timeWindows\.\d+\.(from|to)$/.test(name);

export function editOccasions(form: FormData, doc: BookingSetup): EditOutcome {
  const errors: Record<string, string> = {};
  const occasions: Occasion[] = [];
  const kept: number[] = [];
  const windowRowsOf = new Map<number, number[]>();
  for (const row of rowIndexes(form, LIST)) {
    const fresh = isNewRow(form, LIST, row);
    const id = formText(form, rowField(LIST, row, 'id')).trim();
    const before = fresh ? undefined : doc.occasions.find((o) => o.id === id);
    if (fresh && !id && !formText(form, rowField(LIST, row, 'name')).trim()) continue;
    if (!fresh && !before) return refuse({}, 'That occasion is no longer there. Please reload the page.');
    if (before && checked(form, rowField(LIST, row, 'remove'))) {
      const blocked = removalBlocked(doc, before);
      if (blocked) errors[rowField(LIST, row, 'remove')] = blocked;
      continue;
    }
    const parsed = readRow(form, row);
    const windows = readWindows(form, row);
    const rowErr: Record<string, string> = { ...(parsed.ok ? {} : parsed.fieldErrors), ...windows.errors };
    if (parsed.ok) {
      const taken = fresh && (doc.occasions.some((o) => o.id === id) || occasions.some((o) => o.id === id));
      if (taken) rowErr.id = `There is already an occasion with the id ${id}`;
      if (unknownIds(parsed.data.menuLinkGroup.links, doc.menus).length)
        rowErr['menuLinkGroup.links'] = 'A ticked menu is no longer there. Please reload the page.';
      if (unknownIds(parsed.data.areaLinkGroup.links, doc.areas).length)
        rowErr['areaLinkGroup.links'] = 'A ticked area is no longer there. Please reload the page.';
    }
    Object.assign(errors, rowErrors(LIST, row, rowErr));
    if (!parsed.ok || Object.keys(rowErr).length) continue;
    occasions.push(toOccasion(parsed.data, windows.windows, before));
    kept.push(row);
    windowRowsOf.set(row, windows.rows);
  }
  if (Object.keys(errors).length) return refuse(errors);
  return {
    ok: true,
    doc: { ...doc, occasions },
    fieldOf: listFieldOf(LIST, kept, isRowField, (row, rest) =>
      rest[0] === 'timeWindows' && rest[1] !== undefined
        ? ['timeWindows', String(windowRowsOf.get(row)?.[Number(rest[1])] ?? rest[1]), ...rest.slice(2)]
        : rest,
    ),
  };
}

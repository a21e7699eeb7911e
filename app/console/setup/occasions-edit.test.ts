// The occasions form read into the document (product.md D8): the form as the page
// fills it saves nothing new; each field's problem is said about that field;
// weekdays, windows past midnight, date ranges, link groups and removal.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingSetupSchema, type BookingSetup } from '../../../contract/booking-setup.ts';
import { editOccasions } from './occasions-edit.ts';
import { occasionValues, windowRows, type RowValues } from './occasion-values.ts';

const bath = bookingSetupSchema.parse(
  JSON.parse(readFileSync(new URL('../../../content/booking-setups/bath.json', import.meta.url), 'utf8')),
);
const DINNER = 0; // bath.json's first occasion

/** The form as the page renders it: every occasion's row, then the blank "Add" row, with `over` changing fields. */
function pageForm(over: Record<string, string | string[] | null> = {}, doc: BookingSetup = bath) {
  const f = new FormData();
  const add = (name: string, v: string | string[]) => [v].flat().forEach((one) => f.append(name, one));
  const rows: RowValues[] = [...doc.occasions.map((o) => occasionValues(o, doc)), occasionValues(undefined, doc)];
  rows.forEach((values, i) => {
    const n = i < doc.occasions.length ? windowRows(doc.occasions[i]) : 1;
    for (let j = 0; j < n; j++) values[`timeWindows.${j}.from`] ??= '';
    for (let j = 0; j < n; j++) values[`timeWindows.${j}.to`] ??= '';
    if (i === doc.occasions.length) values.new = '1';
    for (const [k, v] of Object.entries(values)) {
      const name = `occasions.${i}.${k}`;
      if (name in over) continue;
      add(name, v);
    }
  });
  for (const [name, v] of Object.entries(over)) if (v !== null) add(name, v);
  return f;
}

/** The occasions whose stored JSON differs (the setup history's "Occasion … changed" compares so). */
const changed = (doc: BookingSetup) =>
  doc.occasions.filter((o) => JSON.stringify(o) !== JSON.stringify(bath.occasions.find((b) => b.id === o.id))).map((o) => o.id);

const saved = (form: FormData) => {
  const out = editOccasions(form, bath);
  if (!out.ok) throw new Error(JSON.stringify(out));
  return bookingSetupSchema.parse(out.doc);
};
const refused = (form: FormData) => {
  const out = editOccasions(form, bath);
  if (out.ok) throw new Error('saved');
  return out;
};

describe('the occasions form', () => {
  it('saves the page as it was rendered without changing anything', () => {
    const doc = saved(pageForm());
    expect(changed(doc)).toEqual([]);
    expect(doc.occasions).toEqual(bath.occasions);
  });

  it('changes the maximum covers and the weekdays ticked', () => {
    const doc = saved(pageForm({ 'occasions.0.maximumCovers': '12', 'occasions.0.days': ['5', '1', '6'] }));
    expect(doc.occasions[DINNER]).toMatchObject({ maximumCovers: 12, days: [1, 5, 6] });
    expect(changed(doc)).toEqual(['dinner']);
  });

  it('says each field’s problem about that field', () => {
    const out = refused(
      pageForm({
        'occasions.0.name': ' ',
        'occasions.0.minimumCovers': 'two',
        'occasions.1.maximumCovers': '0',
        'occasions.1.days': null,
        'occasions.2.minimumCovers': '10',
        'occasions.2.maximumCovers': '4',
        'occasions.3.menuLinkGroup.type': null,
      }),
    );
    expect(out.fieldErrors).toEqual({
      'occasions.0.name': 'Please enter the occasion’s name',
      'occasions.0.minimumCovers': 'The minimum covers must be a whole number',
      'occasions.1.maximumCovers': 'The maximum covers must be between 1 and 500',
      'occasions.1.days': 'Please tick at least one day',
      'occasions.2.maximumCovers': 'The maximum covers must not be fewer than the minimum',
      'occasions.3.menuLinkGroup.type': 'Please choose how the ticked menus are used',
    });
  });

  it('reads time windows past midnight, drops blank and removed rows, and says which time is wrong', () => {
    const late = saved(
      pageForm({
        'occasions.1.timeWindows.0.from': '11:00',
        'occasions.1.timeWindows.0.to': '16:00',
        'occasions.1.timeWindows.1.from': '22:30',
        'occasions.1.timeWindows.1.to': '02:00',
        'occasions.2.timeWindows.0.remove': 'on',
      }),
    );
    expect(late.occasions[1]!.timeWindows).toEqual([
      { from: 660, to: 960 },
      { from: 1350, to: 1560 },
    ]);
    expect(late.occasions[2]!.timeWindows).toEqual([]);
    // Dinner's 17:00–06:00 is shown as clock times and read back as 1020–1800.
    expect(occasionValues(bath.occasions[DINNER], bath)).toMatchObject({ 'timeWindows.0.from': '17:00', 'timeWindows.0.to': '06:00' });
    expect(late.occasions[DINNER]!.timeWindows).toEqual([{ from: 1020, to: 1800 }]);

    const out = refused(
      pageForm({
        'occasions.0.timeWindows.0.to': '07:00',
        'occasions.1.timeWindows.1.from': '18:00',
        'occasions.1.timeWindows.1.to': '',
        'occasions.2.timeWindows.0.from': '25:00',
      }),
    );
    expect(out.fieldErrors).toEqual({
      'occasions.0.timeWindows.0.to': 'A window must end by 06:00 the next morning',
      'occasions.1.timeWindows.1.to': 'Please enter when the window ends',
      'occasions.2.timeWindows.0.from': 'The start must be a time as HH:MM',
    });
  });

  it('takes a date range only whole and in order', () => {
    const doc = saved(pageForm({ 'occasions.0.dateRange.from': '2026-12-01', 'occasions.0.dateRange.to': '2026-12-31' }));
    expect(doc.occasions[DINNER]!.dateRange).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    const cleared = saved(pageForm({ 'occasions.5.dateRange.from': '', 'occasions.5.dateRange.to': '' }));
    expect(cleared.occasions[5]!.dateRange).toBeUndefined();
    expect(refused(pageForm({ 'occasions.0.dateRange.from': '2026-12-01' })).fieldErrors).toEqual({
      'occasions.0.dateRange.to': 'Please enter the last date too, or clear the first',
    });
    expect(refused(pageForm({ 'occasions.0.dateRange.from': '2026-12-31', 'occasions.0.dateRange.to': '2026-02-30' })).fieldErrors).toEqual(
      { 'occasions.0.dateRange.to': 'The last date must be a date as YYYY-MM-DD' },
    );
    expect(refused(pageForm({ 'occasions.0.dateRange.from': '2026-12-31', 'occasions.0.dateRange.to': '2026-12-01' })).fieldErrors).toEqual(
      { 'occasions.0.dateRange.to': 'The last date must not be before the first' },
    );
  });

  it('keeps the ticked menus (inclusive) or all but them (exclusive), in the order they were linked', () => {
    const doc = saved(
      pageForm({
        'occasions.0.menuLinkGroup.type': 'exclusive',
        'occasions.0.menuLinkGroup.links': ['christmas'],
        'occasions.3.menuLinkGroup.links': ['set-lunch', 'brunch', 'christmas'],
        'occasions.4.areaLinkGroup.type': 'inclusive',
        'occasions.4.areaLinkGroup.links': ['terrace', 'bar'],
      }),
    );
    expect(doc.occasions[DINNER]!.menuLinkGroup).toEqual({ type: 'exclusive', links: [{ id: 'christmas' }] });
    // Birthday linked christmas then set-lunch: kept so, brunch added after.
    expect(doc.occasions[3]!.menuLinkGroup.links).toEqual([{ id: 'christmas' }, { id: 'set-lunch' }, { id: 'brunch' }]);
    expect(doc.occasions[4]!.areaLinkGroup).toEqual({ type: 'inclusive', links: [{ id: 'bar' }, { id: 'terrace' }] });
    expect(refused(pageForm({ 'occasions.0.areaLinkGroup.links': ['cellar'] })).fieldErrors).toEqual({
      'occasions.0.areaLinkGroup.links': 'A ticked area is no longer there. Please reload the page.',
    });
  });

  it('adds an occasion from the blank row, and ignores the row left blank', () => {
    const n = bath.occasions.length;
    const doc = saved(
      pageForm({
        [`occasions.${n}.id`]: 'afternoon-tea',
        [`occasions.${n}.name`]: 'Afternoon tea',
        [`occasions.${n}.days`]: ['6', '7'],
        [`occasions.${n}.timeWindows.0.from`]: '14:00',
        [`occasions.${n}.timeWindows.0.to`]: '17:00',
        [`occasions.${n}.acceptsEnquiries`]: 'on',
        [`occasions.${n}.enquiryAboveCovers`]: '8',
      }),
    );
    expect(doc.occasions.at(-1)).toEqual({
      id: 'afternoon-tea',
      name: 'Afternoon tea',
      minimumCovers: 1,
      maximumCovers: bath.config.maxOnlineCovers,
      days: [6, 7],
      timeWindows: [{ from: 840, to: 1020 }],
      acceptsEnquiries: true,
      enquiryAboveCovers: 8,
      menuLinkGroup: { type: 'exclusive', links: [] },
      areaLinkGroup: { type: 'exclusive', links: [] },
    });
    expect(refused(pageForm({ [`occasions.${n}.id`]: 'dinner', [`occasions.${n}.name`]: 'Dinner again' })).fieldErrors).toEqual({
      [`occasions.${n}.id`]: 'There is already an occasion with the id dinner',
    });
  });

  it('removes an occasion no extra names, and refuses one that an extra does', () => {
    const doc = saved(pageForm({ 'occasions.1.remove': 'on' }));
    expect(doc.occasions.map((o) => o.id)).not.toContain('lunch');
    expect(refused(pageForm({ 'occasions.3.remove': 'on' })).fieldErrors).toEqual({
      'occasions.3.remove': 'Birthday is named by the extras Birthday cake, Cocktail masterclass: untick it there first',
    });
  });

  it('maps the document’s problems back to the form’s rows after a removal', () => {
    const out = editOccasions(pageForm({ 'occasions.1.remove': 'on' }), bath);
    if (!out.ok) throw new Error('refused');
    // Item 1 of the saved list is the form's row 2 (Bottomless brunch).
    expect(out.fieldOf?.('occasions.1.maximumCovers')).toBe('occasions.2.maximumCovers');
    expect(out.fieldOf?.('occasions.1.menuLinkGroup.links.0.id')).toBe('occasions.2.menuLinkGroup.links');
    expect(out.fieldOf?.('occasions.0.timeWindows.0.to')).toBe('occasions.0.timeWindows.0.to');
    expect(out.fieldOf?.('menus.0.name')).toBeUndefined();
  });
});

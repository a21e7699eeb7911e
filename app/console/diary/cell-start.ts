// What a click on an empty cell of the diary grid starts the new-booking form
// with (product.md D8 "Phone bookings"): that table, and that time — as an
// offered time when the engine offers it the party, else as a time not offered,
// the override that needs a reason — and, when the engine would not give them,
// the words that say so beside the field they concern.
import type { DiaryTable } from '../../../contract/diary-shapes.ts';
import type { TimesAnswer } from './offered-times.ts';

export interface CellStart {
  /** Form fields to start with: time or otherTime, and tableIds. */
  fields: Record<string, string>;
  /** Why the time is a time not offered, for that field's hint; null when it is offered (or none was named). */
  timeNote: string | null;
  /** Why the engine would not give that table at that time, for the table's hint; else null. */
  tableNote: string | null;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `named` is the address's ?time= and ?tableId=; `answer` the offered times for what the form starts with. */
export function cellStart(
  named: { time?: string | undefined; tableId?: string | undefined },
  answer: TimesAnswer | null,
  tables: readonly Pick<DiaryTable, 'id' | 'label'>[],
): CellStart {
  const fields: Record<string, string> = {};
  const table = named.tableId ? tables.find((t) => t.id === named.tableId) : undefined;
  if (table) fields.tableIds = table.id;
  const time = named.time && HHMM.test(named.time) ? named.time : undefined;
  if (!time) return { fields, timeNote: null, tableNote: null };

  const times = answer?.times ?? null;
  const offer = times?.times.find((t) => t.time === time);
  if (!offer) {
    fields.otherTime = time;
    const party = times ? ` for ${times.covers} ${times.covers === 1 ? 'guest' : 'guests'}` : '';
    return { fields, timeNote: `${time} is not offered${party} on that day: booking it is an override, so say why.`, tableNote: null };
  }
  fields.time = time;
  const given = !table || offer.tableIds.includes(table.id) || offer.freeTableIds.includes(table.id);
  const tableNote = given ? null : `Mesa would not give ${table.label} at ${time}: it is taken then, or does not seat the party.`;
  return { fields, timeNote: null, tableNote };
}

// A restaurant's tables as select options: "R4 · Terrace, 2–4 seats", in the setup's order.
import type { DiaryTable } from '../../../contract/diary-shapes.ts';

export const seatsText = (t: Pick<DiaryTable, 'minSeats' | 'maxSeats'>) =>
  t.minSeats === t.maxSeats ? `${t.maxSeats} seats` : `${t.minSeats}–${t.maxSeats} seats`;

export const tableOptions = (tables: readonly DiaryTable[]) =>
  tables.map((t) => ({ value: t.id, label: `${t.label} · ${t.areaName}, ${seatsText(t)}` }));

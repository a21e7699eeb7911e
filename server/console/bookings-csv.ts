// The CSV export of a date range (product.md D8): one row per booking, RFC 4180
// quoting, and cells that a spreadsheet would read as a formula prefixed with
// an apostrophe (OWASP "CSV injection"), since diners type the names.
import { SOURCE_LABELS, STATUS_LABELS } from '../../contract/booking-lifecycle.ts';
import { type DiaryBooking } from '../../contract/diary-shapes.ts';
import { csvCell } from '../../contract/csv-cell.ts';

const COLUMNS: [string, (b: DiaryBooking) => string | number | null][] = [
  ['Date', (b) => b.date],
  ['Time', (b) => b.time],
  ['Reference', (b) => b.reference],
  ['Status', (b) => STATUS_LABELS[b.status]],
  ['Type', (b) => b.kind],
  ['Source', (b) => SOURCE_LABELS[b.source]],
  ['Guests', (b) => b.covers],
  ['Adults', (b) => b.adults],
  ['Children', (b) => b.children],
  ['First name', (b) => b.firstName],
  ['Last name', (b) => b.lastName],
  ['Phone', (b) => b.phone],
  ['E-mail', (b) => b.email],
  ['Occasion', (b) => b.occasionName],
  ['Area', (b) => b.areaName],
  ['Table', (b) => b.tableLabel],
  ['Menu', (b) => b.menuName],
  ['Extras', (b) => b.extras.map((e) => `${e.name} × ${e.quantity}`).join('; ')],
  ['Special request', (b) => b.specialRequest],
  ['Staff note', (b) => b.staffNote],
  ['Reason', (b) => b.statusReason],
];

export function bookingsCsv(rows: readonly DiaryBooking[]): string {
  const lines = [COLUMNS.map(([name]) => name), ...rows.map((b) => COLUMNS.map(([, get]) => csvCell(get(b))))];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

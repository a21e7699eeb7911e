// A chart's table as CSV (product.md D12 "Reports"), through the console's one CSV cell
// rule (server/console/bookings-csv.ts): RFC 4180 quoting and formula-injection safe.
import { csvCell } from '../../../contract/csv-cell.ts';
import type { ReportTable } from '../../../contract/report-tables.ts';

export function reportCsv(table: ReportTable): string {
  const lines = [table.columns, ...table.rows].map((cells) => cells.map((c) => csvCell(c)).join(','));
  return lines.join('\r\n') + '\r\n';
}

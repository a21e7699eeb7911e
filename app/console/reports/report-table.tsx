// A chart's figures as a table (product.md D12 "Reports"): a caption, column headers
// and a header cell for each row, and a link to the same cells as CSV. A table longer
// than a screen is folded behind a link until asked for (decision 069).
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ReportTableData as Table } from '../../../contract/reports.ts';
import { TABLE_ROWS_SHOWN } from './report-table-toggle.ts';
import styles from './reports.module.css';

export interface TableFold {
  /** Whether the address opened this table. */
  open: boolean;
  /** The address that opens or closes it. */
  toggleHref: string;
}

export function ReportTable({ table, csvHref, fold }: { table: Table; csvHref: string; fold: TableFold }) {
  const long = table.rows.length > TABLE_ROWS_SHOWN;
  const shown = !long || fold.open;
  const region = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(fold.open);
  // A table the reader just opened takes the focus, so a keyboard or screen reader is in it, not past it; closed,
  // the focus stays on its link, which is still there.
  useEffect(() => {
    if (fold.open && !wasOpen.current) region.current?.focus();
    wasOpen.current = fold.open;
  }, [fold.open]);
  return (
    <>
      {shown && <TableRegion table={table} regionRef={region} />}
      <p className={styles.tableLinks}>
        {long && (
          <Link to={fold.toggleHref} preventScrollReset replace>
            {fold.open ? `Hide the table “${table.caption}”` : `Show the table “${table.caption}” (${table.rows.length} rows)`}
          </Link>
        )}
        <a href={csvHref} download>
          Download “{table.caption}” as CSV
        </a>
      </p>
    </>
  );
}

function TableRegion({ table, regionRef }: { table: Table; regionRef: React.RefObject<HTMLDivElement | null> }) {
  return (
    // Focusable, so a keyboard can scroll a wide table (WCAG 2.1.1); named apart from its section.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard
    <div ref={regionRef} className={styles.tableWrap} role="region" aria-label={`${table.caption} (table)`} tabIndex={0}>
      <table className={styles.table}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              <th scope="row">{row[0]}</th>
              {row.slice(1).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

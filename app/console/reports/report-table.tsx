// A chart's figures as a table (product.md D12 "Reports"): a caption, column headers
// and a header cell for each row, and a link to the same cells as CSV.
import type { ReportTableData as Table } from '../../../contract/reports.ts';
import styles from './reports.module.css';

export function ReportTable({ table, csvHref }: { table: Table; csvHref: string }) {
  return (
    <>
      {/* Focusable, so a keyboard can scroll a wide table (WCAG 2.1.1); named apart from its section. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard */}
      <div className={styles.tableWrap} role="region" aria-label={`${table.caption} (table)`} tabIndex={0}>
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
      <p>
        <a href={csvHref} download>
          Download “{table.caption}” as CSV
        </a>
      </p>
    </>
  );
}

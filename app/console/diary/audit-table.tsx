// A booking's (or a staff account's) history (product.md D8 audit log): who did
// what when, with each change as "before → after", newest last as it happened.
import type { AuditRow } from './audit-format.ts';
import { ScrollRegion } from './scroll-region.tsx';
import styles from './diary.module.css';
import formStyles from './forms.module.css';

interface AuditTableProps {
  rows: AuditRow[];
  /** What the history is of (a booking by default; the staff pages show an account's). */
  caption?: string;
  empty?: string;
}

export function AuditTable({
  rows,
  caption = 'Changes to this booking, oldest first',
  empty = 'Nothing has been recorded for this booking yet.',
}: AuditTableProps) {
  if (!rows.length) return <p className={formStyles.hint}>{empty}</p>;
  return (
    <ScrollRegion labelledBy="audit-caption">
      <table className={styles.table}>
        <caption id="audit-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Changes</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.at}-${i}`}>
              <th scope="row">
                <time dateTime={row.at}>{row.when}</time>
              </th>
              <td>{row.who}</td>
              <td>{row.what}</td>
              <td>
                {row.changes.length ? (
                  <ul className={formStyles.changes}>
                    {row.changes.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                ) : (
                  '—'
                )}
              </td>
              <td>{row.reason ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

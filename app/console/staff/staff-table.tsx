// Every staff account as a table (product.md D8): the name links to the member's
// page. Whether an account is disabled, and whether its owner has chosen a
// password yet, are said in words: colour is never the only sign. On a phone
// the table scrolls in its own box, so the page never scrolls sideways.
import { Link } from 'react-router';
import type { StaffRow } from './staff-list-page.server.ts';
import styles from './staff.module.css';

export function StaffTable({ staff }: { staff: StaffRow[] }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <div className={styles.tableWrap} role="region" aria-labelledby="staff-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="staff-caption">{staff.length === 1 ? '1 account' : `${staff.length} accounts`}, by name</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Restaurants</th>
            <th scope="col">Account</th>
            <th scope="col">Password</th>
          </tr>
        </thead>
        <tbody>
          {staff.map((m) => (
            <tr key={m.id} className={m.disabled ? styles.disabledRow : undefined}>
              <th scope="row">
                <Link to={m.href} className={styles.name}>
                  {m.name}
                </Link>
                {m.isSelf && <span className={styles.you}> (you)</span>}
              </th>
              <td className={styles.email}>{m.email}</td>
              <td>{m.role}</td>
              <td>{m.restaurants}</td>
              <td>
                <span className={m.disabled ? `${styles.badge} ${styles.badgeOff}` : styles.badge}>
                  {m.disabled ? 'Disabled' : 'Active'}
                </span>
              </td>
              <td>{m.hasPassword ? 'Set' : 'Not set yet'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// /console/staff/: every staff account, for chain admins (product.md D8).
import { Link } from 'react-router';
import type { Route } from './+types/staff';
import { loadStaffList } from '../staff/staff-list-page.server.ts';
import { StaffTable } from '../staff/staff-table.tsx';
import styles from '../console.module.css';

export const loader = ({ context, request }: Route.LoaderArgs) => loadStaffList(context, request);

export const meta: Route.MetaFunction = () => [{ title: 'Staff · Restaurant console' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function Staff({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1>Staff</h1>
      <p className={styles.hint}>Everyone who signs in to the console, their role and the restaurants they work.</p>
      <p className={styles.actions}>
        <Link to="/console/staff/new/" className="button">
          Add a staff member
        </Link>
      </p>
      <StaffTable staff={loaderData.staff} />
    </div>
  );
}

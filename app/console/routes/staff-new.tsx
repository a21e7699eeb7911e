// /console/staff/new/: a chain admin adds a staff member, who is e-mailed a link to choose a password (product.md D8).
import { Link } from 'react-router';
import type { Route } from './+types/staff-new';
import { addStaffMember, loadNewStaff } from '../staff/new-staff-page.server.ts';
import { NewStaffForm } from '../staff/new-staff-form.tsx';
import styles from '../console.module.css';

export const loader = ({ context, request }: Route.LoaderArgs) => loadNewStaff(context, request);

export const action = ({ context, request }: Route.ActionArgs) => addStaffMember(context, request);

export const meta: Route.MetaFunction = () => [
  { title: 'Add a staff member · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function NewStaff({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <p>
        <Link to="/console/staff/">Back to staff</Link>
      </p>
      <h1>Add a staff member</h1>
      <NewStaffForm csrfToken={loaderData.csrfToken} restaurants={loaderData.restaurants} result={actionData} />
    </div>
  );
}

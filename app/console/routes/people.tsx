// /console/people/: a person's data rights, for chain admins (decision 045).
import { Link } from 'react-router';
import type { Route } from './+types/people';
import { loadPeople, peopleAction } from '../privacy/people-page.server.ts';
import { PeopleView } from '../privacy/people-view.tsx';
import styles from '../console.module.css';

export const loader = ({ context, request }: Route.LoaderArgs) => loadPeople(context, request);

export const action = ({ context, request }: Route.ActionArgs) => peopleAction(context, request);

export const meta: Route.MetaFunction = () => [
  { title: 'Data rights · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1>Data rights</h1>
      <p>Find a person to see what we hold about them, give them a copy of it, or erase them.</p>
      <p>
        <Link to="/console/retention/">How long we keep personal data</Link>
      </p>
      <PeopleView csrfToken={loaderData.csrfToken} result={actionData} />
    </div>
  );
}

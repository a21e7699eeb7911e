// POST /console/sign-out/ ends the session (or every session); a GET goes back to the console.
import { redirect } from 'react-router';
import type { Route } from './+types/sign-out';
import { signOut } from '../sign-out.server.ts';

export const loader = () => redirect('/console/');

export const action = ({ context, request }: Route.ActionArgs) => signOut(context, request);

export default function SignOut({ actionData }: Route.ComponentProps) {
  return (
    <div style={{ padding: 'var(--space-8)' }}>
      <h1>Sign out</h1>
      {actionData?.error && <p role="alert">{actionData.error}</p>}
      <a href="/console/">Back to the console</a>
    </div>
  );
}

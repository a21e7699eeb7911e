// /console/forgot-password/: mails a reset link; the answer never says whether the address has an account.
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/forgot-password';
import { RESET_SENT } from '../../../contract/staff.ts';
import { loadForgotPassword, requestReset } from '../password-pages.server.ts';
import { CsrfField } from '../csrf-field.tsx';
import { TextField } from '../text-field.tsx';
import styles from '../console.module.css';

export const loader = ({ request }: Route.LoaderArgs) => loadForgotPassword(request);

export const action = ({ context, request }: Route.ActionArgs) => requestReset(context, request);

export const meta: Route.MetaFunction = () => [
  { title: 'Forgotten password · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={styles.page}>
      <h1>Forgotten password</h1>
      <Form method="post" className={styles.card} noValidate>
        {actionData?.sent && (
          <p className={styles.notice} role="status">
            {RESET_SENT}
          </p>
        )}
        {actionData?.error && (
          <p className={styles.alert} role="alert">
            {actionData.error}
          </p>
        )}
        <CsrfField token={loaderData.csrfToken} />
        <TextField name="email" label="E-mail" type="email" autoComplete="username" error={actionData?.fieldErrors.email} />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy}>
            Send me a link
          </button>
          <Link to="/console/">Back to sign in</Link>
        </div>
      </Form>
    </div>
  );
}

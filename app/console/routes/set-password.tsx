// /console/set-password/?token=…: the one-time link from `npm run staff` or a reset mail.
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/set-password';
import { MIN_PASSWORD_LENGTH } from '../../../contract/staff.ts';
import { loadSetPassword, setPassword } from '../password-pages.server.ts';
import { CsrfField } from '../csrf-field.tsx';
import { TextField } from '../text-field.tsx';
import styles from '../console.module.css';

export const loader = ({ context, request }: Route.LoaderArgs) => loadSetPassword(context, request);

export const action = ({ context, request }: Route.ActionArgs) => setPassword(context, request);

export const meta: Route.MetaFunction = () => [
  { title: 'Choose a password · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const error = actionData?.error ?? loaderData.error;
  const fieldErrors = actionData?.fieldErrors ?? {};
  return (
    <div className={styles.page}>
      <h1>Choose a password</h1>
      {loaderData.email ? (
        <Form method="post" className={styles.card} noValidate>
          {error && (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          )}
          <p className={styles.who}>For {loaderData.email}</p>
          {/* Lets a password manager store the new password against the right account. */}
          <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
          <CsrfField token={loaderData.csrfToken} />
          <input type="hidden" name="token" value={loaderData.token} />
          <TextField
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a good one.`}
            error={fieldErrors.password}
          />
          <TextField name="confirm" label="New password again" type="password" autoComplete="new-password" error={fieldErrors.confirm} />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy}>
              Set password
            </button>
          </div>
        </Form>
      ) : (
        <div className={styles.card}>
          <p className={styles.alert} role="alert">
            {error}
          </p>
          <p>
            <Link to="/console/forgot-password/">Ask for a new link</Link>
          </p>
        </div>
      )}
    </div>
  );
}

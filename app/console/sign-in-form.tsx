// The console's sign-in form (/console/ when signed out): e-mail and password,
// errors announced, works without JavaScript.
import { Form, Link, useNavigation } from 'react-router';
import { CsrfField } from './csrf-field.tsx';
import { TextField } from './text-field.tsx';
import styles from './console.module.css';

interface SignInFormProps {
  csrfToken: string;
  error: string | null;
  fieldErrors: Record<string, string>;
  notice: string | null;
}

export function SignInForm({ csrfToken, error, fieldErrors, notice }: SignInFormProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={styles.page}>
      <h1>Sign in</h1>
      <Form method="post" className={styles.card} noValidate>
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        {error && (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        )}
        <CsrfField token={csrfToken} />
        <TextField name="email" label="E-mail" type="email" autoComplete="username" error={fieldErrors.email} />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" error={fieldErrors.password} />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy}>
            Sign in
          </button>
          <Link to="/console/forgot-password/">Forgotten your password?</Link>
        </div>
      </Form>
    </div>
  );
}

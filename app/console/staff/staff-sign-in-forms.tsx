// A member's way in (product.md D8): a new one-time link to choose a password
// (e-mailed, and shown to pass on by hand), and disabling the account, which
// signs it out on every device at once, or enabling it again. An admin is not
// offered the disabling of their own account.
import { Form, useNavigation } from 'react-router';
import { CsrfField } from '../csrf-field.tsx';
import { FormOutcome } from '../diary/form-outcome.tsx';
import consoleStyles from '../console.module.css';
import { PassOnLink } from './pass-on-link.tsx';
import type { StaffFormResult } from './staff-form-result.ts';
import styles from './staff.module.css';

interface StaffSignInFormsProps {
  csrfToken: string;
  member: { name: string; email: string; disabled: boolean; hasPassword: boolean };
  isSelf: boolean;
  /** The answer of the link or access form. */
  result: StaffFormResult | undefined;
}

export function StaffSignInForms({ csrfToken, member, isSelf, result }: StaffSignInFormsProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={`${consoleStyles.card} ${styles.panel}`}>
      <FormOutcome notice={result?.notice} error={result?.error} answer={result} />
      {result?.link && <PassOnLink link={result.link} />}
      {member.disabled ? (
        <p className={consoleStyles.hint}>A disabled account gets no set-password link: enable it first.</p>
      ) : (
        <Form method="post" className={styles.signInForm}>
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value="link" />
          <p className={consoleStyles.hint}>
            E-mails {member.email} a link to choose {member.hasPassword ? 'a new' : 'their'} password. It works once, for 24 hours.
          </p>
          <button type="submit" className="button button--secondary" disabled={busy}>
            Send a new set-password link
          </button>
        </Form>
      )}
      {isSelf && !member.disabled ? (
        <p className={consoleStyles.hint}>This is your own account: another chain admin can disable it.</p>
      ) : (
        <Form method="post" className={styles.signInForm}>
          <CsrfField token={csrfToken} />
          <input type="hidden" name="intent" value="access" />
          <input type="hidden" name="access" value={member.disabled ? 'enable' : 'disable'} />
          <p className={consoleStyles.hint}>
            {member.disabled
              ? `This account is disabled: ${member.name} cannot sign in.`
              : `Disabling signs ${member.name} out on every device at once; they cannot sign in until the account is enabled.`}
          </p>
          <button type="submit" className={member.disabled ? 'button' : 'button button--secondary'} disabled={busy}>
            {member.disabled ? 'Enable account' : 'Disable account'}
          </button>
        </Form>
      )}
    </div>
  );
}

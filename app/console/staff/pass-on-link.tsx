// A set-password link the admin may pass on by hand (product.md D8): the e-mail is
// sent through the outbox, which waits when mail is not set up. Read-only,
// selectable, and in its own box, so a long link never widens the page.
import consoleStyles from '../console.module.css';
import type { PassOnLink as Link } from './staff-form-result.ts';
import styles from './staff.module.css';

export function PassOnLink({ link }: { link: Link }) {
  return (
    <div className={`${consoleStyles.field} ${styles.link}`}>
      <label htmlFor="staff-link">Set-password link</label>
      <p id="staff-link-hint" className={consoleStyles.hint}>
        If the e-mail does not arrive, pass this link on yourself, to them only: whoever opens it chooses the password. It works once, until{' '}
        {link.expiresLabel}.
      </p>
      <input id="staff-link" type="url" readOnly value={link.url} aria-describedby="staff-link-hint" />
    </div>
  );
}

// A staff account at a glance (product.md D8): sign-in address, role, restaurants,
// whether it is active, whether a password is set, and on how many devices
// it is signed in now — all in words.
import type { StaffMemberPage } from './staff-member-page.server.ts';
import styles from './staff.module.css';

export function StaffFacts({ member, sessions }: { member: StaffMemberPage['member']; sessions: number }) {
  return (
    <dl className={styles.facts}>
      <dt>E-mail</dt>
      <dd>{member.email}</dd>
      <dt>Role</dt>
      <dd>{member.roleLabel}</dd>
      <dt>Restaurants</dt>
      <dd>{member.restaurantsText}</dd>
      <dt>Account</dt>
      <dd>{member.disabled ? 'Disabled: cannot sign in' : 'Active'}</dd>
      <dt>Password</dt>
      <dd>{member.hasPassword ? 'Set' : 'Not set yet: they have not used their link'}</dd>
      <dt>Signed in</dt>
      <dd>{sessions === 0 ? 'Nowhere' : sessions === 1 ? 'On 1 device' : `On ${sessions} devices`}</dd>
    </dl>
  );
}

// /console/staff/:staffId/: one staff account — details, sign-in and history (product.md D8).
import { Link } from 'react-router';
import type { Route } from './+types/staff-member';
import { loadStaffMember, staffMemberAction } from '../staff/staff-member-page.server.ts';
import { StaffDetailsForm } from '../staff/staff-details-form.tsx';
import { StaffFacts } from '../staff/staff-facts.tsx';
import { StaffSignInForms } from '../staff/staff-sign-in-forms.tsx';
import { AuditTable } from '../diary/audit-table.tsx';
import { FormOutcome } from '../diary/form-outcome.tsx';
import consoleStyles from '../console.module.css';
import styles from '../staff/staff.module.css';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadStaffMember(context, request, params.staffId);

export const action = ({ context, request, params }: Route.ActionArgs) => staffMemberAction(context, request, params.staffId);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.member.name ?? 'Staff member'} · Staff · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function StaffMember({ loaderData, actionData }: Route.ComponentProps) {
  const { csrfToken, member, isSelf, restaurants, audit } = loaderData;
  const intent = actionData && 'intent' in actionData ? actionData.intent : undefined;
  const answerOf = (...intents: string[]) => (actionData && intent && intents.includes(intent) ? actionData : undefined);
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <p>
        <Link to="/console/staff/">Back to staff</Link>
      </p>
      <h1>
        {member.name}
        {isSelf && <span className={styles.you}> (you)</span>}
      </h1>
      {/* A refusal of no one form (an expired CSRF token) is said at the top. */}
      {actionData && !intent && <FormOutcome error={actionData.error} answer={actionData} />}
      <StaffFacts member={member} sessions={loaderData.sessions} />
      <div className={styles.sections}>
        <section aria-labelledby="staff-details">
          <h2 id="staff-details">Details</h2>
          <StaffDetailsForm csrfToken={csrfToken} member={member} isSelf={isSelf} restaurants={restaurants} result={answerOf('details')} />
        </section>
        <section aria-labelledby="staff-sign-in">
          <h2 id="staff-sign-in">Sign-in</h2>
          <StaffSignInForms csrfToken={csrfToken} member={member} isSelf={isSelf} result={answerOf('link', 'access')} />
        </section>
        <section aria-labelledby="staff-history">
          <h2 id="staff-history">History</h2>
          <AuditTable
            rows={audit}
            caption="Changes to this account, oldest first"
            empty="Nothing has been recorded for this account yet."
          />
        </section>
      </div>
    </div>
  );
}

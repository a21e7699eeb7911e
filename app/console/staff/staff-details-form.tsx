// A member's name, role and restaurants (product.md D8). An admin editing their
// own account is told they may not change their own role; the service refuses
// it, and the demotion or disabling of the last active chain admin, either way.
import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { StaffRole } from '../../../contract/staff.ts';
import { CsrfField } from '../csrf-field.tsx';
import { FormOutcome } from '../diary/form-outcome.tsx';
import { TextField } from '../text-field.tsx';
import consoleStyles from '../console.module.css';
import type { RestaurantChoice } from './new-staff-page.server.ts';
import type { StaffFormResult } from './staff-form-result.ts';
import { RestaurantsField, RoleField } from './staff-fields.tsx';
import styles from './staff.module.css';

interface StaffDetailsFormProps {
  csrfToken: string;
  member: { name: string; role: StaffRole; restaurants: string[] };
  isSelf: boolean;
  restaurants: RestaurantChoice[];
  /** This form's answer only. */
  result: StaffFormResult | undefined;
}

export function StaffDetailsForm({ csrfToken, member, isSelf, restaurants, result }: StaffDetailsFormProps) {
  const busy = useNavigation().state === 'submitting';
  const scope = useRef<HTMLFormElement>(null);
  const values = result?.values;
  const errors = result?.fieldErrors ?? {};
  return (
    <Form method="post" className={`${consoleStyles.card} ${styles.panel}`} noValidate ref={scope}>
      <FormOutcome notice={result?.notice} error={result?.error} scope={scope} answer={result} />
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="details" />
      <TextField name="name" label="Name" type="text" autoComplete="off" defaultValue={values?.name ?? member.name} error={errors.name} />
      <RoleField
        value={values?.role ?? member.role}
        error={errors.role}
        {...(isSelf ? { hint: 'This is your own account: another chain admin can change your role.' } : {})}
      />
      <RestaurantsField restaurants={restaurants} checked={values?.restaurants ?? member.restaurants} error={errors.restaurants} />
      <div className={consoleStyles.actions}>
        <button type="submit" className="button" disabled={busy}>
          Save details
        </button>
      </div>
    </Form>
  );
}

// Adds a staff member (product.md D8): their e-mail address (their sign-in), name,
// role and restaurants. They choose their own password through the link the
// action e-mails them; after it is sent, the page says so and shows the link.
import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { CsrfField } from '../csrf-field.tsx';
import { FormOutcome } from '../diary/form-outcome.tsx';
import { TextField } from '../text-field.tsx';
import consoleStyles from '../console.module.css';
import type { RestaurantChoice } from './new-staff-page.server.ts';
import { PassOnLink } from './pass-on-link.tsx';
import type { StaffFormResult } from './staff-form-result.ts';
import { RestaurantsField, RoleField } from './staff-fields.tsx';
import styles from './staff.module.css';

interface NewStaffFormProps {
  csrfToken: string;
  restaurants: RestaurantChoice[];
  result: StaffFormResult | undefined;
}

export function NewStaffForm({ csrfToken, restaurants, result }: NewStaffFormProps) {
  const busy = useNavigation().state === 'submitting';
  const scope = useRef<HTMLFormElement>(null);
  const { added, link } = result ?? {};
  if (added && link) {
    return (
      <div className={`${consoleStyles.card} ${styles.panel}`}>
        <FormOutcome notice={result?.notice} answer={result} />
        <PassOnLink link={link} />
        <p className={consoleStyles.actions}>
          <Link to={added.href}>Open {added.name}’s page</Link>
          <Link to="/console/staff/new/">Add another staff member</Link>
        </p>
      </div>
    );
  }
  const values = result?.values;
  const errors = result?.fieldErrors ?? {};
  return (
    <Form method="post" className={`${consoleStyles.card} ${styles.panel}`} noValidate ref={scope}>
      <FormOutcome error={result?.error} scope={scope} answer={result} />
      <CsrfField token={csrfToken} />
      <TextField
        name="email"
        label="E-mail address"
        type="email"
        autoComplete="off"
        hint="They sign in with it, and their link to choose a password is sent to it."
        defaultValue={values?.email}
        error={errors.email}
      />
      <TextField name="name" label="Name" type="text" autoComplete="off" defaultValue={values?.name} error={errors.name} />
      <RoleField value={values?.role} error={errors.role} />
      <RestaurantsField restaurants={restaurants} checked={values?.restaurants ?? []} error={errors.restaurants} />
      <div className={consoleStyles.actions}>
        <button type="submit" className="button" disabled={busy}>
          Add and send the link
        </button>
      </div>
    </Form>
  );
}

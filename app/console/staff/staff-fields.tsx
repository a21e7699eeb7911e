// The role and restaurant choices of the staff forms (product.md D8): native radios
// and checkboxes in labelled groups, each role with what it opens, and the
// group's error tied to it. A group marked `data-invalid` takes the focus
// after a refusal (form-outcome.tsx), as radios take no aria-invalid.
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../contract/staff.ts';
import consoleStyles from '../console.module.css';
import type { RestaurantChoice } from './new-staff-page.server.ts';
import { ROLE_HINTS } from './staff-text.ts';
import styles from './staff.module.css';

function GroupError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={consoleStyles.fieldError} role="alert">
      {error}
    </p>
  ) : null;
}

export function RoleField({ value, error, hint }: { value: StaffRole | '' | undefined; error: string | undefined; hint?: string }) {
  const described = [hint ? 'staff-role-hint' : null, error ? 'staff-role-error' : null].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.group} data-invalid={error ? true : undefined} aria-describedby={described || undefined}>
      <legend>Role</legend>
      {hint && (
        <p id="staff-role-hint" className={consoleStyles.hint}>
          {hint}
        </p>
      )}
      <GroupError id="staff-role-error" error={error} />
      {STAFF_ROLES.map((role) => (
        <div key={role} className={styles.choice}>
          <input
            id={`staff-role-${role}`}
            type="radio"
            name="role"
            value={role}
            defaultChecked={value === role}
            aria-describedby={`staff-role-${role}-hint`}
          />
          <div>
            <label htmlFor={`staff-role-${role}`}>{ROLE_LABELS[role]}</label>
            <p id={`staff-role-${role}-hint`} className={consoleStyles.hint}>
              {ROLE_HINTS[role]}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  );
}

interface RestaurantsFieldProps {
  restaurants: RestaurantChoice[];
  checked: readonly string[];
  error: string | undefined;
}

export function RestaurantsField({ restaurants, checked, error }: RestaurantsFieldProps) {
  return (
    <fieldset
      className={styles.group}
      data-invalid={error ? true : undefined}
      aria-describedby={error ? 'staff-restaurants-hint staff-restaurants-error' : 'staff-restaurants-hint'}
    >
      <legend>Restaurants</legend>
      <p id="staff-restaurants-hint" className={consoleStyles.hint}>
        A manager or a host works the restaurants ticked here: at least one. A chain admin works every restaurant: leave them all unticked.
      </p>
      <GroupError id="staff-restaurants-error" error={error} />
      <div className={styles.restaurants}>
        {restaurants.map((r) => (
          <label key={r.storeId} className={styles.check}>
            <input type="checkbox" name="restaurants" value={r.storeId} defaultChecked={checked.includes(r.storeId)} />
            {r.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

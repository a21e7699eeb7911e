// The segment builder (product.md D12 "Marketing lists"): a GET form, so a segment is
// a link that can be kept and shared, and works without JavaScript. Each field
// is optional and labelled, its error tied to it.
import { Form } from 'react-router';
import styles from '../console.module.css';
import type { SegmentsPage } from './segments-page.server.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={styles.fieldError} role="alert">
      {error}
    </p>
  ) : null;
}

function NumberField({ page, name, label, hint }: { page: SegmentsPage; name: string; label: string; hint: string }) {
  const id = `segment-${name}`;
  const error = page.fieldErrors[name];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        defaultValue={page.values[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

function SelectField({ page, name, label, options }: { page: SegmentsPage; name: string; label: string; options: [string, string][] }) {
  const id = `segment-${name}`;
  const error = page.fieldErrors[name];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={page.values[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Anyone</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SegmentsForm({ page }: { page: SegmentsPage }) {
  return (
    <Form method="get" className={styles.card} noValidate aria-labelledby="segment-filters">
      <h2 id="segment-filters">Who to include</h2>
      <SelectField
        page={page}
        name="favouriteRestaurant"
        label="Favourite restaurant"
        options={page.restaurants.map((r) => [r.storeId, r.title])}
      />
      <SelectField page={page} name="interest" label="Interested in" options={page.interests.map((i) => [i.id, i.name])} />
      <SelectField page={page} name="birthdayMonth" label="Birthday month" options={MONTHS.map((m, i) => [String(i + 1), m])} />
      <NumberField
        page={page}
        name="occasionWithinDays"
        label="Special date within (days)"
        hint="A special date they gave us falls in the next so many days."
      />
      <NumberField
        page={page}
        name="visitedWithinDays"
        label="Visited within (days)"
        hint="Their last visit was at most so many days ago."
      />
      <NumberField
        page={page}
        name="notVisitedForDays"
        label="Not visited for (days)"
        hint="No visit for at least so many days, or never."
      />
      <NumberField page={page} name="minVisits" label="At least this many visits" hint="Visits to any of our restaurants." />
      <div className={styles.actions}>
        <button type="submit" className="button">
          Count
        </button>
      </div>
    </Form>
  );
}

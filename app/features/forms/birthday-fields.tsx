// Birthday as day, month and an optional year (product.md §3, §5): the days offered
// follow the month and year (February allows 29 when no year is given).
import { DEFAULT_BIRTH_YEAR, MONTHS, birthYearOptions, daysInMonth } from '../../../contract/birthday.ts';
import { FieldMessages, RequiredMark } from './form-fields.tsx';
import type { FormController, FormValues } from './use-form.ts';
import styles from './forms.module.css';

type Part = 'birthday.day' | 'birthday.month' | 'birthday.year';
const part = (values: FormValues, name: Part) => String(values[name] ?? '');

/** Day, month and year selects named birthday.day, birthday.month and birthday.year in the form's values. */
export function BirthdayFields<V extends FormValues>({
  form,
  required = false,
  legend = 'Birthday',
}: {
  form: FormController<V>;
  required?: boolean;
  legend?: string;
}) {
  const { values, errors } = form;
  const month = Number(part(values, 'birthday.month'));
  const year = part(values, 'birthday.year') ? Number(part(values, 'birthday.year')) : DEFAULT_BIRTH_YEAR;
  const days = daysInMonth(month, year);
  const thisYear = new Date().getFullYear();
  const id = `${form.id}-birthday`;
  const error = errors['birthday.day'] ?? errors['birthday.month'] ?? errors['birthday.year'];

  // A day that no longer exists in the chosen month is cleared rather than silently changed.
  const setPart = (name: Part, value: string) => form.set(name, value as V[Part]);
  const setMonthOrYear = (name: 'birthday.month' | 'birthday.year', value: string) => {
    setPart(name, value);
    const next = { ...values, [name]: value };
    const max = daysInMonth(
      Number(part(next, 'birthday.month')),
      part(next, 'birthday.year') ? Number(part(next, 'birthday.year')) : DEFAULT_BIRTH_YEAR,
    );
    if (Number(part(values, 'birthday.day')) > max) setPart('birthday.day', '');
  };

  const select = (
    name: Part,
    label: string,
    options: { value: string; label: string }[],
    onChange: (v: string) => void,
    isRequired: boolean,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name.split('.')[1]}`} className={styles.label}>
        {label}
        {isRequired && <RequiredMark />}
      </label>
      <select
        id={`${id}-${name.split('.')[1]}`}
        className={styles.input}
        value={part(values, name)}
        onChange={(e) => onChange(e.target.value)}
        required={isRequired}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{isRequired ? 'Choose' : 'Not given'}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className={styles.row}>
        {select(
          'birthday.day',
          'Day',
          Array.from({ length: days }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
          (v) => setPart('birthday.day', v),
          required,
        )}
        {select(
          'birthday.month',
          'Month',
          MONTHS.map((m, i) => ({ value: String(i + 1), label: m })),
          (v) => setMonthOrYear('birthday.month', v),
          required,
        )}
        {select(
          'birthday.year',
          'Year (optional)',
          birthYearOptions(thisYear, part(values, 'birthday.year') ? Number(part(values, 'birthday.year')) : undefined).map((y) => ({
            value: String(y),
            label: String(y),
          })),
          (v) => setMonthOrYear('birthday.year', v),
          false,
        )}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}

/** The request's birthday from the three selects (the year may be absent). */
export function birthdayOf(values: FormValues): { day: string; month: string; year?: string } {
  const year = part(values, 'birthday.year');
  return { day: part(values, 'birthday.day'), month: part(values, 'birthday.month'), ...(year ? { year } : {}) };
}

// The service periods page (decision 025): the periods with Change and Remove,
// and one form to add a period or change the one chosen (?edit=id).
import { Form, Link } from 'react-router';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { InputField } from '../diary/form-fields.tsx';
import { daysText, ISO_WEEKDAYS } from './periods-edit.ts';
import { ID_HINT } from './setup-form-values.ts';
import { SetupFormBase } from './setup-frame.tsx';
import { errorsFor, fieldId, formIdOf, sentValue, sentValues, type SetupFormResult } from './setup-result.ts';
import { setupUrl } from './setup-urls.ts';
import styles from './setup.module.css';

interface PeriodsProps {
  csrfToken: string;
  version: number;
  doc: BookingSetup;
  result: SetupFormResult | undefined;
  editId: string | null;
}

export function PeriodsList({ csrfToken, version, doc }: Omit<PeriodsProps, 'result' | 'editId'>) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <div className={styles.tableWrap} role="region" aria-labelledby="setup-periods-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="setup-periods-caption">Service periods</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Id</th>
            <th scope="col">Days</th>
            <th scope="col">First start</th>
            <th scope="col">Last start</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.servicePeriods.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.name}</th>
              <td>{p.id}</td>
              <td>{daysText(p.days)}</td>
              <td>{p.firstStart}</td>
              <td>{p.lastStart}</td>
              <td>
                <div className={styles.checks}>
                  <Link
                    to={`${setupUrl(doc.storeId, 'periods')}?edit=${encodeURIComponent(p.id)}#setup-period-title`}
                    className={styles.smallButton}
                  >
                    Change <span className="visually-hidden">{p.name}</span>
                  </Link>
                  <Form method="post">
                    <SetupFormBase csrfToken={csrfToken} version={version} intent="removePeriod" />
                    <input type="hidden" name="id" value={p.id} />
                    <button type="submit" className={styles.smallButton}>
                      Remove <span className="visually-hidden">{p.name}</span>
                    </button>
                  </Form>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PeriodForm({ csrfToken, version, doc, result, editId }: PeriodsProps) {
  const intent = 'savePeriod';
  const editing = editId ? doc.servicePeriods.find((p) => p.id === editId) : undefined;
  const errors = errorsFor(result, intent);
  const value = (name: string, fallback: string) => sentValue(result, intent, name, fallback);
  const days = sentValues(result, intent, 'days', (editing?.days ?? []).map(String));
  return (
    <Form
      method="post"
      id={formIdOf(intent)}
      className={styles.panel}
      noValidate
      key={`${version}-${editing?.id ?? 'new'}`}
      aria-labelledby="setup-period-title"
    >
      <h2 id="setup-period-title">{editing ? `Change ${editing.name}` : 'Add a service period'}</h2>
      <p className={styles.hint}>
        Bookings may start from the first start to the last start on the days ticked. The opening hours (a special date’s too) and the last
        seating before close clip them; times outside the weekly hours are asked about before they are saved. A last start before the first
        runs past midnight.
      </p>
      <SetupFormBase csrfToken={csrfToken} version={version} intent={intent} />
      {editing ? (
        <input type="hidden" name="originalId" value={editing.id} />
      ) : (
        <InputField
          id={fieldId('id')}
          name="id"
          type="text"
          label="Id"
          hint={ID_HINT}
          required
          defaultValue={value('id', '')}
          error={errors.id}
        />
      )}
      <InputField
        id={fieldId('name')}
        name="name"
        type="text"
        label="Name"
        hint="As staff know it, e.g. Lunch."
        required
        defaultValue={value('name', editing?.name ?? '')}
        error={errors.name}
      />
      <fieldset className={styles.fieldset} aria-describedby={errors.days ? fieldId('days-error') : undefined}>
        <legend>Days</legend>
        <div className={styles.checks}>
          {ISO_WEEKDAYS.map((d, i) => (
            <div key={d.value} className={styles.check}>
              <input
                id={i === 0 ? fieldId('days') : fieldId(`days-${d.value}`)}
                name="days"
                type="checkbox"
                value={d.value}
                defaultChecked={days.includes(String(d.value))}
                aria-invalid={errors.days ? true : undefined}
              />
              <label htmlFor={i === 0 ? fieldId('days') : fieldId(`days-${d.value}`)}>{d.name}</label>
            </div>
          ))}
        </div>
        {errors.days && (
          <p id={fieldId('days-error')} className={styles.error}>
            {errors.days}
          </p>
        )}
      </fieldset>
      <div className={styles.row}>
        <InputField
          id={fieldId('firstStart')}
          name="firstStart"
          type="time"
          label="First start"
          step={60}
          required
          defaultValue={value('firstStart', editing?.firstStart ?? '')}
          error={errors.firstStart}
        />
        <InputField
          id={fieldId('lastStart')}
          name="lastStart"
          type="time"
          label="Last start"
          step={60}
          required
          defaultValue={value('lastStart', editing?.lastStart ?? '')}
          error={errors.lastStart}
        />
      </div>
      <div className={styles.checks}>
        <button type="submit" className="button">
          {editing ? `Save ${editing.name}` : 'Add service period'}
        </button>
        {editing && <Link to={setupUrl(doc.storeId, 'periods')}>Add a new period instead</Link>}
      </div>
    </Form>
  );
}

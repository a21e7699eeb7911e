// The opening hours page's forms (decision 025): the weekly hours as seven rows
// (a "Closed" box per day), the special dates and closures with a Remove
// button each, and a form to add one. The hours are the ones diners see, and
// they clip the service periods.
import { Form } from 'react-router';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { CheckboxField, InputField } from '../diary/form-fields.tsx';
import { SPECIAL_FIELDS, WEEKDAY_ROWS } from './hours-edit.ts';
import { SetupFormBase } from './setup-frame.tsx';
import { errorsFor, fieldId, formIdOf, sentChecked, sentValue, type SetupFormResult } from './setup-result.ts';
import styles from './setup.module.css';

interface HoursProps {
  csrfToken: string;
  version: number;
  doc: BookingSetup;
  result: SetupFormResult | undefined;
}

const isClosed = (v: string) => v.toLowerCase() === 'closed';
const timeOrEmpty = (v: string) => (isClosed(v) ? '' : v);

export function WeeklyHoursForm({ csrfToken, version, doc, result }: HoursProps) {
  const errors = errorsFor(result, 'hours');
  const hours = doc.hours as Record<string, string>;
  const value = (name: string) => sentValue(result, 'hours', name, timeOrEmpty(hours[name] ?? ''));
  return (
    <Form method="post" id={formIdOf('hours')} className={styles.panel} noValidate key={version} aria-labelledby="setup-weekly-title">
      <h2 id="setup-weekly-title">Weekly opening hours</h2>
      <p className={styles.hint}>
        The hours diners see on the restaurant page. Leave the click-and-collect close empty when there is none that day.
      </p>
      <SetupFormBase csrfToken={csrfToken} version={version} intent="hours" />
      {WEEKDAY_ROWS.map(({ day, name }) => (
        <fieldset key={day} className={styles.fieldset}>
          <legend>{name}</legend>
          <div className={styles.row}>
            <CheckboxField
              id={fieldId(`${day}Closed`)}
              name={`${day}Closed`}
              label={`Closed on ${name}s`}
              defaultChecked={sentChecked(result, 'hours', `${day}Closed`, isClosed(hours[`${day}Open`] ?? ''))}
            />
            <InputField
              id={fieldId(`${day}Open`)}
              name={`${day}Open`}
              type="time"
              label="Opens"
              step={60}
              defaultValue={value(`${day}Open`)}
              error={errors[`${day}Open`]}
            />
            <InputField
              id={fieldId(`${day}Close`)}
              name={`${day}Close`}
              type="time"
              label="Closes"
              step={60}
              defaultValue={value(`${day}Close`)}
              error={errors[`${day}Close`]}
            />
            <InputField
              id={fieldId(`${day}ClickCollectClose`)}
              name={`${day}ClickCollectClose`}
              type="time"
              label="Click and collect closes"
              step={60}
              defaultValue={value(`${day}ClickCollectClose`)}
              error={errors[`${day}ClickCollectClose`]}
            />
          </div>
        </fieldset>
      ))}
      <div>
        <button type="submit" className="button">
          Save weekly hours
        </button>
      </div>
    </Form>
  );
}

const hoursText = (d: BookingSetup['specialHours'][number]) =>
  isClosed(d.openTime)
    ? 'Closed'
    : `${d.openTime} to ${d.closeTime}${isClosed(d.clickCollectClose) ? '' : `, click and collect until ${d.clickCollectClose}`}`;

export function SpecialHoursList({ csrfToken, version, doc }: Omit<HoursProps, 'result'>) {
  if (!doc.specialHours.length) return <p>No special dates or closures.</p>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1)
    <div className={styles.tableWrap} role="region" aria-labelledby="setup-special-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="setup-special-caption">Special dates and closures, by date</caption>
        <thead>
          <tr>
            <th scope="col">Reason diners see</th>
            <th scope="col">Dates</th>
            <th scope="col">Hours</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.specialHours.map((d, index) => (
            <tr key={`${d.startDate}-${index}`}>
              <th scope="row">{d.label}</th>
              <td>{d.startDate === d.endDate ? d.startDate : `${d.startDate} to ${d.endDate}`}</td>
              <td>{hoursText(d)}</td>
              <td>
                <Form method="post">
                  <SetupFormBase csrfToken={csrfToken} version={version} intent="removeClosure" />
                  <input type="hidden" name="index" value={index} />
                  <input type="hidden" name="startDate" value={d.startDate} />
                  <button type="submit" className={styles.smallButton}>
                    Remove <span className="visually-hidden">{`${d.label} (${d.startDate})`}</span>
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AddSpecialHoursForm({ csrfToken, version, result }: Omit<HoursProps, 'doc'>) {
  const intent = 'addClosure';
  const errors = errorsFor(result, intent);
  const value = (name: string) => sentValue(result, intent, name, '');
  return (
    <Form method="post" className={styles.panel} noValidate key={version} aria-labelledby="setup-add-special-title">
      <h2 id="setup-add-special-title">Add a closure or special hours</h2>
      <SetupFormBase csrfToken={csrfToken} version={version} intent={intent} />
      <div className={styles.row}>
        <InputField
          id={fieldId('startDate')}
          name="startDate"
          type="date"
          label="From"
          required
          defaultValue={value('startDate')}
          error={errors.startDate}
        />
        <InputField
          id={fieldId('endDate')}
          name="endDate"
          type="date"
          label="To"
          hint="Leave empty for one day."
          defaultValue={value('endDate')}
          error={errors.endDate}
        />
      </div>
      <InputField
        id={fieldId('label')}
        name="label"
        type="text"
        label="Reason"
        hint="Shown to diners, e.g. “Christmas Day” or “Private event”."
        required
        defaultValue={value('label')}
        error={errors.label}
      />
      <CheckboxField
        id={fieldId('closed')}
        name="closed"
        label="Closed all day"
        defaultChecked={sentChecked(result, intent, 'closed', true)}
      />
      <fieldset className={styles.fieldset}>
        <legend>Or open at other hours</legend>
        <p className={styles.hint}>Untick “Closed all day” and give the hours.</p>
        <div className={styles.row}>
          <InputField
            id={fieldId(SPECIAL_FIELDS.open)}
            name={SPECIAL_FIELDS.open}
            type="time"
            label="Opens"
            step={60}
            defaultValue={value(SPECIAL_FIELDS.open)}
            error={errors[SPECIAL_FIELDS.open]}
          />
          <InputField
            id={fieldId(SPECIAL_FIELDS.close)}
            name={SPECIAL_FIELDS.close}
            type="time"
            label="Closes"
            step={60}
            defaultValue={value(SPECIAL_FIELDS.close)}
            error={errors[SPECIAL_FIELDS.close]}
          />
          <InputField
            id={fieldId(SPECIAL_FIELDS.cc)}
            name={SPECIAL_FIELDS.cc}
            type="time"
            label="Click and collect closes"
            step={60}
            defaultValue={value(SPECIAL_FIELDS.cc)}
            error={errors[SPECIAL_FIELDS.cc]}
          />
        </div>
      </fieldset>
      <div>
        <button type="submit" className="button">
          Add to special dates
        </button>
      </div>
    </Form>
  );
}

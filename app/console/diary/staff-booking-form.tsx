// The staff booking form (product.md D8): a phone booking or a walk-in, with the
// fields of the contract's staffBookingSchema. After a refusal it comes back
// with what was typed, the alert at the top and each field's own message.
// product.md D8: the time is one the engine offers for the party, date, occasion and
// area (time-choices.tsx), with the tables it would give; any other time is an
// override with a reason (other-time-fields.tsx), and never outside the day's
// opening hours. Without JavaScript "Show times" posts the form back with the
// times. A refusal of one field is said once, beside it; the alert at the top
// says the rest (and "correct the highlighted fields"). From a click on the
// grid the form starts at that table and time (cell-start.ts).
import { useRef, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { BookingFormChoices } from '../../../contract/diary-shapes.ts';
import { MAX_TABLE_BOOKING_COVERS } from '../../../contract/booking-codes.ts';
import { CsrfField } from '../csrf-field.tsx';
import { formFields, TIMES_QUERY_FIELDS } from './booking-form-values.ts';
import { diaryUrl } from './console-urls.ts';
import { InputField, RadioGroup, SelectField, TextAreaField } from './form-fields.tsx';
import { FormOutcome } from './form-outcome.tsx';
import { tableSuggestion, type TimesAnswer } from './offered-times.ts';
import { OtherTimeFields } from './other-time-fields.tsx';
import type { PageResult } from './page-result.ts';
import { tableOptions } from './table-options.ts';
import { TimeChoices } from './time-choices.tsx';
import { useOfferedTimes } from './use-offered-times.ts';
import styles from './forms.module.css';
import timeStyles from './time-choices.module.css';

interface StaffBookingFormProps {
  choices: BookingFormChoices;
  csrfToken: string;
  date: string;
  /** The party, occasion and area the address named (the loader's), to start with. */
  start?: Record<string, string>;
  /** The loader's offered times for what the form starts with. */
  times?: TimesAnswer | null;
  /** Why the engine would not give the time or table the form starts with (cell-start.ts). */
  notes?: { time: string | null; table: string | null };
  result: (PageResult & { times?: TimesAnswer | null }) | undefined;
}

const DEFAULT_TABLE_HINT = 'Mesa picks a free table that fits the party unless you choose one.';
const ASKS_FOR_TIMES: readonly string[] = TIMES_QUERY_FIELDS;
/** The fields that show their own message; a refusal about any other stays in the alert at the top. */
const FIELDS_WITH_MESSAGES: readonly string[] = [
  'source',
  'date',
  'adults',
  'children',
  'occasionId',
  'areaId',
  'menuId',
  'time',
  'tableIds',
  'firstName',
  'lastName',
  'phone',
  'email',
  'specialRequest',
  'staffNote',
  'overrideReason',
];
const NO_NOTES = { time: null, table: null };

export function StaffBookingForm({ choices, csrfToken, date, start = {}, times = null, notes = NO_NOTES, result }: StaffBookingFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state === 'submitting';
  const v = result?.values ?? {};
  const e = result?.fieldErrors ?? {};
  const field = (name: string) => ({ id: `new-booking-${name}`, name, error: e[name], defaultValue: v[name] ?? start[name] });
  const offered = useOfferedTimes(choices.restaurant.storeId, result?.times !== undefined ? result.times : times);
  // The times the page starts with: what was posted, else what the address named (a click on the grid).
  const from = result?.values ? v : start;
  // The time picked and whether a time not offered is typed, since the last answer of the page (which brings back
  // the ones posted): for the table hint and the reason.
  const [pick, setPick] = useState({ after: result, time: from.time ?? '' });
  const picked = pick.after === result ? pick.time : (from.time ?? '');
  const [other, setOther] = useState({ after: result, typed: !!from.otherTime });
  const otherTyped = other.after === result ? other.typed : !!from.otherTime;
  const askForTimes = (delayMs: number) => {
    if (form.current) offered.refresh(formFields(new FormData(form.current), TIMES_QUERY_FIELDS), delayMs);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { name, value } = event.target as HTMLInputElement;
    if (ASKS_FOR_TIMES.includes(name)) askForTimes(300);
    if (name === 'otherTime') setOther({ after: result, typed: value !== '' });
  };
  // A refusal of the time goes beside the time it concerns: the one typed, else the offered ones.
  const typedTime = !!v.otherTime;
  // A refusal a field already says (the time past closing) is said there only; the alert keeps the rest.
  const saidByField = Object.entries(e).some(([name, message]) => message === result?.error && FIELDS_WITH_MESSAGES.includes(name));
  // The grid cell's table, while its time is the one picked and nothing has been posted.
  const tableNote = !result && picked === start.time ? notes.table : null;
  return (
    <Form method="post" ref={form} className={styles.columns} noValidate onChange={onChange}>
      <div className={styles.wideField}>
        <FormOutcome error={saidByField ? null : result?.error} scope={form} answer={result} />
      </div>
      <CsrfField token={csrfToken} />
      {/* The panel wraps the fieldset: a legend drawn in a panel's border would sit on its edge. */}
      <div className={styles.panel}>
        <fieldset className={`${styles.fieldset} ${styles.stack}`}>
          <legend className={styles.sectionLegend}>When and where</legend>
          <RadioGroup
            {...field('source')}
            label="Booked by"
            defaultValue={v.source ?? 'phone'}
            options={[
              { value: 'phone', label: 'Phone booking' },
              { value: 'walk-in', label: 'Walk-in' },
            ]}
            required
          />
          <div className={styles.grid}>
            <InputField {...field('date')} defaultValue={v.date ?? start.date ?? date} label="Date" type="date" required />
            <InputField
              {...field('adults')}
              defaultValue={v.adults ?? start.adults ?? '2'}
              label="Adults"
              type="number"
              min={1}
              max={MAX_TABLE_BOOKING_COVERS}
              required
            />
            <InputField
              {...field('children')}
              defaultValue={v.children ?? start.children ?? '0'}
              label="Children"
              type="number"
              min={0}
              max={MAX_TABLE_BOOKING_COVERS}
            />
          </div>
          <SelectField
            {...field('occasionId')}
            label="Occasion"
            options={choices.occasions.map((o) => ({ value: o.id, label: o.name }))}
            required
          />
          <div className={styles.grid}>
            <SelectField
              {...field('areaId')}
              label="Area"
              options={[{ value: '', label: 'Any' }, ...choices.areas.map((a) => ({ value: a.id, label: a.name }))]}
            />
            <SelectField
              {...field('menuId')}
              label="Menu"
              options={[{ value: '', label: 'None' }, ...choices.menus.map((m) => ({ value: m.id, label: m.name }))]}
            />
          </div>
          <div className={timeStyles.actions}>
            {/* Without JavaScript this posts the form back with the times; with it, they are fetched in place. */}
            <button
              type="submit"
              name="intent"
              value="times"
              formNoValidate
              className="button button--secondary"
              onClick={(event) => {
                event.preventDefault();
                askForTimes(0);
              }}
            >
              Show times
            </button>
          </div>
          <TimeChoices
            answer={offered.answer}
            loading={offered.loading}
            picked={from.time ?? ''}
            onPick={(time) => setPick({ after: result, time })}
            error={typedTime ? undefined : e.time}
          />
          <OtherTimeFields
            defaultTime={from.otherTime}
            note={result ? null : notes.time}
            timeError={typedTime ? e.time : undefined}
            typed={otherTyped}
            reason={{ defaultValue: v.overrideReason, error: e.overrideReason }}
          />
          <SelectField
            {...field('tableIds')}
            label="Table"
            hint={[tableNote, tableSuggestion(offered.answer?.times ?? null, picked) || DEFAULT_TABLE_HINT].filter(Boolean).join(' ')}
            options={[{ value: '', label: 'Let Mesa choose' }, ...tableOptions(choices.tables)]}
          />
        </fieldset>
      </div>
      <div className={styles.panel}>
        <fieldset className={`${styles.fieldset} ${styles.stack}`}>
          <legend className={styles.sectionLegend}>Guest</legend>
          <p id="new-booking-contact-hint" className={styles.hint}>
            A phone booking needs both names, and a phone number or an e-mail address. A walk-in needs neither.
          </p>
          <div className={styles.grid}>
            <InputField {...field('firstName')} label="First name" type="text" required />
            <InputField {...field('lastName')} label="Last name" type="text" required />
            <InputField {...field('phone')} label="Phone number" type="tel" describedBy="new-booking-contact-hint" />
            <InputField {...field('email')} label="E-mail" type="email" describedBy="new-booking-contact-hint" />
          </div>
          <TextAreaField
            {...field('specialRequest')}
            label="Special request"
            maxLength={500}
            hint="The guest’s words: allergies, a high chair, a birthday."
          />
          <TextAreaField {...field('staffNote')} label="Staff note" maxLength={500} hint="For the team only; the guest never sees it." />
        </fieldset>
      </div>
      <div className={`${styles.wideField} ${styles.formActions}`}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Adding…' : 'Add booking'}
        </button>
        <Link to={diaryUrl(choices.restaurant.storeId, date || undefined)}>Back to the diary</Link>
      </div>
    </Form>
  );
}

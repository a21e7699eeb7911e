// The staff booking form (product.md D8): a phone booking or a walk-in, with the
// fields of the contract's staffBookingSchema. After a refusal it comes back
// with what was typed, the alert at the top and each field's own message.
import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { BookingFormChoices } from '../../../contract/console.ts';
import { MAX_TABLE_BOOKING_COVERS } from '../../../contract/booking-codes.ts';
import { CsrfField } from '../csrf-field.tsx';
import { diaryUrl } from './console-urls.ts';
import { CheckboxField, InputField, RadioGroup, SelectField, TextAreaField } from './form-fields.tsx';
import { FormOutcome } from './form-outcome.tsx';
import type { PageResult } from './page-result.ts';
import { tableOptions } from './table-options.ts';
import styles from './forms.module.css';

interface StaffBookingFormProps {
  choices: BookingFormChoices;
  csrfToken: string;
  date: string;
  result: PageResult | undefined;
}

export function StaffBookingForm({ choices, csrfToken, date, result }: StaffBookingFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state === 'submitting';
  const v = result?.values ?? {};
  const e = result?.fieldErrors ?? {};
  const field = (name: string) => ({ id: `new-booking-${name}`, name, error: e[name], defaultValue: v[name] });
  return (
    <Form method="post" ref={form} className={styles.columns} noValidate>
      <div className={styles.wideField}>
        <FormOutcome error={result?.error} scope={form} answer={result} />
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
            <InputField {...field('date')} defaultValue={v.date ?? date} label="Date" type="date" required />
            <InputField {...field('time')} label="Time" type="time" required />
            <InputField
              {...field('adults')}
              defaultValue={v.adults ?? '2'}
              label="Adults"
              type="number"
              min={1}
              max={MAX_TABLE_BOOKING_COVERS}
              required
            />
            <InputField
              {...field('children')}
              defaultValue={v.children ?? '0'}
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
          <SelectField
            {...field('tableIds')}
            label="Table"
            hint="Mesa picks a free table that fits the party unless you choose one."
            options={[{ value: '', label: 'Let Mesa choose' }, ...tableOptions(choices.tables)]}
          />
        </fieldset>
      </div>
      <div className={styles.panel}>
        <fieldset className={`${styles.fieldset} ${styles.stack}`}>
          <legend className={styles.sectionLegend}>Guest</legend>
          <p id="new-booking-contact-hint" className={styles.hint}>
            A phone booking needs a phone number or an e-mail address.
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
          <CheckboxField
            id="new-booking-override"
            name="override"
            label="Override pacing and the online cover limit"
            defaultChecked={v.override === 'on'}
            hint="Never a table’s seats. Say why below."
          />
          <TextAreaField {...field('overrideReason')} label="Reason for the override" maxLength={500} />
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

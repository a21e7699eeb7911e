// The booking rules form (decision 025): whether and how diners book online, the
// slot grid, party sizes, the card guarantee and its fees, pacing, the last
// seating, and turn times as rows (two blank rows add new ones). Plain POST: works without JavaScript.
import { Form } from 'react-router';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { CheckboxField, InputField, TextAreaField } from '../diary/form-fields.tsx';
import { FeeFields } from './fee-fields.tsx';
import { DepositFields } from './deposit-fields.tsx';
import { BLANK_TURN_ROWS, turnField } from './rules-edit.ts';
import { SetupFormBase } from './setup-frame.tsx';
import { errorsFor, fieldId, sentChecked, sentValue, type SetupFormResult } from './setup-result.ts';
import styles from './setup.module.css';

const INTENT = 'rules';

interface RulesFormProps {
  csrfToken: string;
  version: number;
  config: BookingSetup['config'];
  result: SetupFormResult | undefined;
}

export function RulesForm({ csrfToken, version, config, result }: RulesFormProps) {
  const errors = errorsFor(result, INTENT);
  const value = (name: string, fallback: number | string | null | undefined) =>
    sentValue(result, INTENT, name, fallback == null ? '' : String(fallback));
  const tick = (name: string, fallback: boolean) => sentChecked(result, INTENT, name, fallback);
  const number = (name: keyof BookingSetup['config'], label: string, hint: string, min: number, max: number) => (
    <InputField
      id={fieldId(name)}
      name={name}
      type="number"
      label={label}
      hint={hint}
      min={min}
      max={max}
      defaultValue={value(name, config[name] as number | null)}
      error={errors[name]}
    />
  );
  const turnRows = [...config.turnTimes, ...Array.from({ length: BLANK_TURN_ROWS }, () => null)];
  return (
    <Form method="post" className={styles.panel} noValidate key={version}>
      <SetupFormBase csrfToken={csrfToken} version={version} intent={INTENT} />
      <fieldset className={styles.fieldset}>
        <legend>Online booking</legend>
        <CheckboxField
          id={fieldId('enabled')}
          name="enabled"
          label="Online booking is on"
          defaultChecked={tick('enabled', config.enabled)}
        />
        <CheckboxField
          id={fieldId('restaurantEnabled')}
          name="restaurantEnabled"
          label="This restaurant takes online bookings"
          defaultChecked={tick('restaurantEnabled', config.restaurantEnabled)}
        />
        <CheckboxField
          id={fieldId('centerParcsOnly')}
          name="centerParcsOnly"
          label="Booked only through Center Parcs"
          hint="Diners are sent to the booking link below instead of booking here."
          defaultChecked={tick('centerParcsOnly', config.centerParcsOnly)}
        />
        <InputField
          id={fieldId('externalBookingUrl')}
          name="externalBookingUrl"
          type="text"
          label="External booking link"
          hint="An https:// address where diners book instead. Leave empty for none."
          defaultValue={value('externalBookingUrl', config.externalBookingUrl)}
          error={errors.externalBookingUrl}
        />
        <TextAreaField
          id={fieldId('customDisabledMessage')}
          name="customDisabledMessage"
          label="Message when online booking is off"
          hint="Shown to diners instead of the booking form. Leave empty for the usual message."
          maxLength={500}
          defaultValue={value('customDisabledMessage', config.customDisabledMessage)}
          error={errors.customDisabledMessage}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Times and party sizes</legend>
        <div className={styles.row}>
          {number('slotIntervalMinutes', 'Slot interval (minutes)', 'Times offered every this many minutes.', 5, 60)}
          {number('leadTimeMinutes', 'Lead time (minutes)', 'The soonest a diner may book ahead.', 0, 10080)}
          {number('windowDays', 'Booking window (days)', 'How far ahead diners may book.', 0, 366)}
          {number(
            'lastSeatingBeforeCloseMinutes',
            'Last seating before close (minutes)',
            'No booking starts later than this before closing.',
            0,
            600,
          )}
          {number('maxOnlineCovers', 'Largest online party', 'The most guests one online booking may have.', 1, 20)}
          {number('groupEnquiryFromCovers', 'Group threshold', 'Parties of this many or more are sent to the group enquiry form.', 2, 21)}
        </div>
        <div className={styles.row}>
          <InputField
            id={fieldId('cardGuaranteeFromCovers')}
            name="cardGuaranteeFromCovers"
            type="number"
            label="Card guarantee from (guests)"
            hint="Parties this large give card details. Empty: never."
            min={1}
            defaultValue={value('cardGuaranteeFromCovers', config.cardGuaranteeFromCovers)}
            error={errors.cardGuaranteeFromCovers}
          />
          <InputField
            id={fieldId('pacingCoversPerInterval')}
            name="pacingCoversPerInterval"
            type="number"
            label="Pacing (guests per slot)"
            hint="The most guests starting in one slot. Empty: no limit."
            min={1}
            defaultValue={value('pacingCoversPerInterval', config.pacingCoversPerInterval)}
            error={errors.pacingCoversPerInterval}
          />
          <InputField
            id={fieldId('reminderHoursBefore')}
            name="reminderHoursBefore"
            type="number"
            label="Reminder e-mail (hours before)"
            hint="Confirmed bookings get a reminder this long before. Empty: no reminders."
            min={1}
            max={168}
            defaultValue={value('reminderHoursBefore', config.reminderHoursBefore)}
            error={errors.reminderHoursBefore}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Waitlist</legend>
        <CheckboxField
          id={fieldId('waitlistOnline')}
          name="waitlistOnline"
          label="Diners may join the waitlist online when their time is full"
          defaultChecked={tick('waitlistOnline', config.waitlistOnline)}
        />
        <InputField
          id={fieldId('waitlistHoldMinutes')}
          name="waitlistHoldMinutes"
          type="number"
          label="Hold a freed table for (minutes)"
          hint="A freed table is held this long for the first waitlisted diner it suits, then passes to the next."
          min={5}
          max={120}
          required
          defaultValue={value('waitlistHoldMinutes', config.waitlistHoldMinutes)}
          error={errors.waitlistHoldMinutes}
        />
      </fieldset>
      <FeeFields config={config} value={(name, fallback) => sentValue(result, INTENT, name, fallback)} errors={errors} />
      <DepositFields
        config={config}
        value={(name, fallback) => sentValue(result, INTENT, name, fallback)}
        tick={(_name, fallback) => fallback}
        errors={errors}
      />
      <fieldset className={styles.fieldset} aria-describedby="setup-turn-hint">
        <legend>Turn times</legend>
        <p id="setup-turn-hint" className={styles.hint}>
          How long a table is kept for a party of up to so many guests. Fill in a blank row to add one; empty a row to remove it.
        </p>
        {turnRows.map((turn, row) => (
          <fieldset key={row} className={styles.row}>
            <legend className="visually-hidden">Turn time {row + 1}</legend>
            <InputField
              id={fieldId(turnField(row, 'maxCovers'))}
              name={turnField(row, 'maxCovers')}
              type="number"
              label={`Row ${row + 1}: up to (guests)`}
              min={1}
              defaultValue={value(turnField(row, 'maxCovers'), turn?.maxCovers)}
              error={errors[turnField(row, 'maxCovers')]}
            />
            <InputField
              id={fieldId(turnField(row, 'minutes'))}
              name={turnField(row, 'minutes')}
              type="number"
              label={`Row ${row + 1}: minutes`}
              min={15}
              defaultValue={value(turnField(row, 'minutes'), turn?.minutes)}
              error={errors[turnField(row, 'minutes')]}
            />
          </fieldset>
        ))}
      </fieldset>
      <div>
        <button type="submit" className="button">
          Save booking rules
        </button>
      </div>
    </Form>
  );
}

// product.md D11 "Deposits" in the booking rules form: one row per rule (from a
// party size, what it takes — a deposit per guest in pounds, or a card
// guarantee charged only as the fees above — and optionally occasions,
// weekdays and dates), a blank row to add one, and "Remove" to take one out.
// The first matching rule applies; diners see it before the card step.
// Plain POST, as the rest of the form: works without JavaScript.
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { poundsText } from '../../../contract/money.ts';
import { CheckboxField, InputField, SelectField } from '../diary/form-fields.tsx';
import { BLANK_DEPOSIT_ROWS, WEEKDAY_NAMES, depositField } from './deposit-rules-edit.ts';
import { fieldId } from './setup-result.ts';
import styles from './setup.module.css';

interface DepositFieldsProps {
  config: BookingSetup['config'];
  /** The value to show: what a refused form sent, else the document's. */
  value: (name: string, fallback: string) => string;
  /** Whether a box is ticked: what a refused form sent, else the document's. */
  tick: (name: string, fallback: boolean) => boolean;
  errors: Record<string, string>;
}

export function DepositFields({ config, value, tick, errors }: DepositFieldsProps) {
  const rows = [...config.depositRules, ...Array.from({ length: BLANK_DEPOSIT_ROWS }, () => null)];
  return (
    <fieldset className={styles.fieldset} aria-describedby="setup-deposit-hint">
      <legend>Deposits and card guarantees</legend>
      <p id="setup-deposit-hint" className={styles.hint}>
        A deposit per guest is taken with the booking and deducted from the bill, and refunded when the diner cancels at least the
        cancellation window before; a card guarantee takes a card and charges only the fees above. The first rule that matches a booking
        applies; empty occasions, weekdays or dates match all. Fill in the blank row to add a rule.
      </p>
      {rows.map((rule, row) => (
        <fieldset key={row} className={styles.fieldset}>
          <legend>{rule ? `Deposit rule ${row + 1}` : 'New deposit rule'}</legend>
          <div className={styles.row}>
            <InputField
              id={fieldId(depositField(row, 'fromCovers'))}
              name={depositField(row, 'fromCovers')}
              type="number"
              label="From (guests)"
              min={1}
              defaultValue={value(depositField(row, 'fromCovers'), rule ? String(rule.fromCovers) : '')}
              error={errors[depositField(row, 'fromCovers')]}
            />
            <SelectField
              id={fieldId(depositField(row, 'takes'))}
              name={depositField(row, 'takes')}
              label="Takes"
              options={[
                { value: 'deposit', label: 'A deposit per guest' },
                { value: 'guarantee', label: 'A card guarantee (the fees above)' },
              ]}
              defaultValue={value(depositField(row, 'takes'), rule?.takes ?? 'deposit')}
              error={errors[depositField(row, 'takes')]}
            />
            <InputField
              id={fieldId(depositField(row, 'perCover'))}
              name={depositField(row, 'perCover')}
              type="text"
              label="Deposit per guest"
              hint="An amount such as 20.00; none for a card guarantee."
              defaultValue={value(depositField(row, 'perCover'), rule?.perCoverPence ? poundsText(rule.perCoverPence) : '')}
              error={errors[depositField(row, 'perCover')]}
            />
            <InputField
              id={fieldId(depositField(row, 'occasionIds'))}
              name={depositField(row, 'occasionIds')}
              type="text"
              label="Occasions"
              hint="Occasion ids, separated by commas. Empty: every occasion."
              defaultValue={value(depositField(row, 'occasionIds'), rule ? rule.occasionIds.join(', ') : '')}
              error={errors[depositField(row, 'occasionIds')]}
            />
            <InputField
              id={fieldId(depositField(row, 'dates'))}
              name={depositField(row, 'dates')}
              type="text"
              label="Dates"
              hint="YYYY-MM-DD, separated by commas. Empty: every date."
              defaultValue={value(depositField(row, 'dates'), rule ? rule.dates.join(', ') : '')}
              error={errors[depositField(row, 'dates')]}
            />
          </div>
          <fieldset className={styles.row}>
            <legend>Weekdays (none ticked: every day)</legend>
            {WEEKDAY_NAMES.map((day, i) => (
              <label key={day} className={styles.check}>
                <input
                  type="checkbox"
                  name={depositField(row, 'weekdays')}
                  value={i + 1}
                  defaultChecked={tick(`${depositField(row, 'weekdays')}.${i + 1}`, rule?.weekdays.includes(i + 1) ?? false)}
                />{' '}
                {day}
              </label>
            ))}
          </fieldset>
          {rule && <CheckboxField id={fieldId(depositField(row, 'remove'))} name={depositField(row, 'remove')} label="Remove this rule" />}
        </fieldset>
      ))}
    </fieldset>
  );
}

// The card guarantee's fees in the booking rules form (product.md D11 "Deposits and
// no-show fees"): a no-show fee and a late-cancellation fee per guest, typed in
// pounds and pence (empty: none), and the cancellation window that makes a
// diner's cancellation late. Diners read them before they give a card.
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { poundsText } from '../../../contract/money.ts';
import { InputField } from '../diary/form-fields.tsx';
import { fieldId } from './setup-result.ts';
import styles from './setup.module.css';

interface FeeFieldsProps {
  config: BookingSetup['config'];
  /** The value to show: what a refused form sent, else the document's. */
  value: (name: string, fallback: string) => string;
  errors: Record<string, string>;
}

const pounds = (pence: number | null) => (pence === null ? '' : poundsText(pence));

export function FeeFields({ config, value, errors }: FeeFieldsProps) {
  return (
    <fieldset className={styles.fieldset} aria-describedby="setup-fee-hint">
      <legend>Card guarantee fees</legend>
      <p id="setup-fee-hint" className={styles.hint}>
        What a manager may charge to the card a guaranteed booking left, per guest, in the payments currency. Diners see these before they
        give a card; each booking keeps the fees it was made under.
      </p>
      <div className={styles.row}>
        <InputField
          id={fieldId('noShowFeePerCoverPence')}
          name="noShowFeePerCoverPence"
          type="text"
          label="No-show fee per guest"
          hint="An amount such as 10.00. Empty: no fee."
          defaultValue={value('noShowFeePerCoverPence', pounds(config.noShowFeePerCoverPence))}
          error={errors.noShowFeePerCoverPence}
        />
        <InputField
          id={fieldId('lateCancellationFeePerCoverPence')}
          name="lateCancellationFeePerCoverPence"
          type="text"
          label="Late-cancellation fee per guest"
          hint="Charged when the diner cancels inside the window. Empty: no fee."
          defaultValue={value('lateCancellationFeePerCoverPence', pounds(config.lateCancellationFeePerCoverPence))}
          error={errors.lateCancellationFeePerCoverPence}
        />
        <InputField
          id={fieldId('cancellationWindowHours')}
          name="cancellationWindowHours"
          type="number"
          label="Cancellation window (hours)"
          hint="A cancellation less than this long before the booking is late."
          min={1}
          max={336}
          defaultValue={value('cancellationWindowHours', String(config.cancellationWindowHours))}
          error={errors.cancellationWindowHours}
        />
      </div>
    </fieldset>
  );
}

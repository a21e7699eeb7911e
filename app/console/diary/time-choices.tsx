// The times the engine offers a phone booking (product.md D8), as a group of labelled
// radios under a legend, with a polite live region that says how many were
// found (or why none) whenever the party, date, occasion or area change. A
// refusal of the time is tied to every radio, and the group is marked for
// "focus the first invalid field" (form-outcome.tsx). The radios are not
// controlled: one ticked before the script arrives stays ticked.
import { FieldError } from './form-fields.tsx';
import { timesStatus, type TimesAnswer } from './offered-times.ts';
import formStyles from './forms.module.css';
import styles from './time-choices.module.css';

interface TimeChoicesProps {
  answer: TimesAnswer | null;
  loading: boolean;
  /** The time picked when the page was rendered ('' for none); the radios are the browser's from then on. */
  picked: string;
  onPick: (time: string) => void;
  /** The refusal of the time, when it concerns an offered one. */
  error?: string | undefined;
}

const ID = 'new-booking-time';

export function TimeChoices({ answer, loading, picked, onPick, error }: TimeChoicesProps) {
  const times = answer?.times?.times ?? [];
  const open = answer?.times?.open;
  return (
    <fieldset
      className={`${formStyles.fieldset} ${formStyles.field}`}
      data-invalid={error ? true : undefined}
      aria-busy={loading}
      aria-describedby={open ? `${ID}-open` : undefined}
    >
      <legend className={formStyles.legend}>Time offered</legend>
      <p id={`${ID}-status`} className={formStyles.hint} role="status">
        {timesStatus(answer, loading)}
      </p>
      {open && (
        <p id={`${ID}-open`} className={formStyles.hint}>
          Open {open.from}–{open.to} on that day.
        </p>
      )}
      {times.length > 0 && (
        <div className={styles.choices}>
          {times.map((t) => {
            const id = `${ID}-${t.time.replace(':', '')}`;
            return (
              <div key={t.time} className={styles.choice}>
                <input
                  id={id}
                  type="radio"
                  name="time"
                  value={t.time}
                  defaultChecked={picked === t.time}
                  onChange={() => onPick(t.time)}
                  aria-describedby={error ? `${ID}-error` : undefined}
                />
                <label htmlFor={id}>{t.time}</label>
              </div>
            );
          })}
        </div>
      )}
      <FieldError id={ID} error={error} />
    </fieldset>
  );
}

// A restaurant's console settings (product.md D8): whether every online booking
// and cancellation is e-mailed to the restaurant, and when the next day's
// sheet goes out. Every field is labelled and its hint tied to it.
import { Form, Link, useNavigation } from 'react-router';
import type { RestaurantSettings } from '../../../contract/console-forms.ts';
import { CsrfField } from '../csrf-field.tsx';
import consoleStyles from '../console.module.css';
import styles from './settings.module.css';

interface SettingsFormProps {
  csrfToken: string;
  settings: RestaurantSettings;
  result: { error: string | null; fieldErrors: Record<string, string>; saved?: boolean } | undefined;
}

export function SettingsForm({ csrfToken, settings, result }: SettingsFormProps) {
  const busy = useNavigation().state === 'submitting';
  const timeError = result?.fieldErrors.dailySheetAt;
  const pinError = result?.fieldErrors.pinWithinMinutes;
  const vatError = result?.fieldErrors.eventVatPercent;
  return (
    <Form method="post" className={consoleStyles.card} noValidate>
      {result?.saved && (
        <p className={consoleStyles.notice} role="status">
          Settings saved
        </p>
      )}
      {result?.error && (
        <p className={consoleStyles.alert} role="alert">
          {result.error}
        </p>
      )}
      <CsrfField token={csrfToken} />
      <div className={styles.check}>
        <input
          id="settings-notice"
          name="noticeEveryBooking"
          type="checkbox"
          defaultChecked={settings.noticeEveryBooking}
          aria-describedby="settings-notice-hint"
        />
        <div>
          <label htmlFor="settings-notice">E-mail the restaurant for every online booking and cancellation</label>
          <p id="settings-notice-hint" className={consoleStyles.hint}>
            Enquiries and event requests are always e-mailed, whatever this says.
          </p>
        </div>
      </div>
      <div className={styles.check}>
        <input
          id="settings-weekly"
          name="weeklySummary"
          type="checkbox"
          defaultChecked={settings.weeklySummary}
          aria-describedby="settings-weekly-hint"
        />
        <div>
          <label htmlFor="settings-weekly">E-mail the managers a weekly summary</label>
          <p id="settings-weekly-hint" className={consoleStyles.hint}>
            Each Monday morning: the week’s covers, bookings, cancellations, no-shows, enquiries and sign-ups beside the week before.
          </p>
        </div>
      </div>
      <div className={styles.check}>
        <input
          id="settings-yield"
          name="yieldRule"
          type="checkbox"
          defaultChecked={settings.yieldRule}
          aria-describedby="settings-yield-hint"
        />
        <div>
          <label htmlFor="settings-yield">Keep tables for the parties a busy evening brings</label>
          <p id="settings-yield-hint" className={consoleStyles.hint}>
            On a day whose bookings so far point to more diners than seats, Mesa may turn away a small party at a time when its table would
            seat more of the parties still to come, as the restaurant’s past weeks show them. Quiet days take every party that fits.{' '}
            <Link to={`/console/settings/${settings.storeId}/yield/`}>See what it would have done on past weeks</Link>
          </p>
        </div>
      </div>
      <div className={consoleStyles.field}>
        <label htmlFor="settings-sheet">Daily sheet time</label>
        <p id="settings-sheet-hint" className={consoleStyles.hint}>
          The next day’s bookings are e-mailed to the restaurant at this time (London). Leave it empty for no daily sheet.
        </p>
        <input
          id="settings-sheet"
          name="dailySheetAt"
          type="time"
          step={60}
          className={styles.time}
          defaultValue={settings.dailySheetAt ?? ''}
          aria-invalid={timeError ? true : undefined}
          aria-describedby={timeError ? 'settings-sheet-hint settings-sheet-error' : 'settings-sheet-hint'}
        />
        {timeError && (
          <p id="settings-sheet-error" className={consoleStyles.fieldError} role="alert">
            {timeError}
          </p>
        )}
      </div>
      <div className={consoleStyles.field}>
        <label htmlFor="settings-pin">Keep tables fixed this many minutes before a booking</label>
        <p id="settings-pin-hint" className={consoleStyles.hint}>
          To seat a new party, Mesa may move a booking that has not arrived to another table its occasion allows, at the same time. A
          booking starting within these minutes stays on its table (default 60).
        </p>
        <input
          id="settings-pin"
          name="pinWithinMinutes"
          type="number"
          min={0}
          max={1440}
          step={1}
          inputMode="numeric"
          className={styles.time}
          defaultValue={settings.pinWithinMinutes}
          aria-invalid={pinError ? true : undefined}
          aria-describedby={pinError ? 'settings-pin-hint settings-pin-error' : 'settings-pin-hint'}
        />
        {pinError && (
          <p id="settings-pin-error" className={consoleStyles.fieldError} role="alert">
            {pinError}
          </p>
        )}
      </div>
      <div className={consoleStyles.field}>
        <label htmlFor="settings-vat">VAT in event prices (%)</label>
        <p id="settings-vat-hint" className={consoleStyles.hint}>
          The rate an event proposal&apos;s prices include, shown to the client with the amount it comes to (default 20).
        </p>
        <input
          id="settings-vat"
          name="eventVatPercent"
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          className={styles.time}
          defaultValue={settings.eventVatPercent}
          aria-invalid={vatError ? true : undefined}
          aria-describedby={vatError ? 'settings-vat-hint settings-vat-error' : 'settings-vat-hint'}
        />
        {vatError && (
          <p id="settings-vat-error" className={consoleStyles.fieldError} role="alert">
            {vatError}
          </p>
        )}
      </div>
      <div className={consoleStyles.actions}>
        <button type="submit" className="button" disabled={busy}>
          Save settings
        </button>
      </div>
    </Form>
  );
}

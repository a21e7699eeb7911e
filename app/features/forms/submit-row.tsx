// The end of every form: the submit button (busy while sending, without
// losing focus), the form-level alert, and the reCAPTCHA notice that must
// replace its hidden badge.
import type { Captcha } from './use-captcha.ts';
import { FormAlert } from './form-fields.tsx';
import { useHydrated } from './use-hydrated.ts';
import styles from './forms.module.css';

export function SubmitRow({ label, busy, captcha, alert }: { label: string; busy: boolean; captcha: Captcha; alert?: string | undefined }) {
  const hydrated = useHydrated();
  return (
    <>
      <FormAlert message={alert} />
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.button}`} aria-disabled={busy || undefined} disabled={!hydrated}>
          {busy ? 'Sending…' : label}
        </button>
      </div>
      {captcha.provider === 'recaptcha' && (
        <p className={styles.notice}>
          This site is protected by reCAPTCHA and the Google <a href="https://policies.google.com/privacy">Privacy Policy</a> and{' '}
          <a href="https://policies.google.com/terms">Terms of Service</a> apply.
        </p>
      )}
    </>
  );
}

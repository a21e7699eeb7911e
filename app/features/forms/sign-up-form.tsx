// The sign-up form (product.md §2, §3, §4, §5): e-mail, favourite restaurant,
// first name, phone, terms and SMS terms, birthday. After a successful submit
// the form is cleared: it gives way to the reply's one message (product.md D14), which
// is the same whether or not the address was already signed up.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { signUpRequestSchema } from '../../../contract/customers.ts';
import { useApiClient } from '../../lib/api/client.ts';
import { rememberClaim } from '../../lib/popup-rules.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { BirthdayFields, birthdayOf } from './birthday-fields.tsx';
import { CheckboxField, Honeypot, RequiredNote, SelectField, TextField } from './form-fields.tsx';
import { SubmitRow } from './submit-row.tsx';
import { useCaptcha } from './use-captcha.ts';
import { FORM_ERROR, useForm } from './use-form.ts';
import styles from './forms.module.css';

const EMPTY = {
  emailAddress: '',
  firstName: '',
  phoneNumber: '',
  favouriteRestaurant: '',
  'birthday.day': '',
  'birthday.month': '',
  'birthday.year': '',
  acceptTerms: false,
  acceptSMSTerms: false,
  website: '',
};
const FAILED = 'Sorry, we could not sign you up just now. Please try again in a moment.';

export function SignUpForm() {
  const api = useApiClient();
  const toast = useToast();
  const root = useRootData();
  const form = useForm(EMPTY);
  const captcha = useCaptcha(api, 'sign_up', form.id);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const { values, errors } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const { website, ...rest } = values;
    const payload = {
      emailAddress: rest.emailAddress,
      favouriteRestaurant: rest.favouriteRestaurant,
      firstName: rest.firstName,
      phoneNumber: rest.phoneNumber,
      acceptTerms: rest.acceptTerms,
      acceptSMSTerms: rest.acceptSMSTerms,
      birthday: birthdayOf(values),
      website,
    };
    const checked = form.validate(signUpRequestSchema, payload);
    if (!checked) return;
    setBusy(true);
    setDone('');
    try {
      const reply = await api.call('signUp', { body: { ...checked, recaptcha: await captcha.token() } });
      form.reset(EMPTY); // product.md §4: after submit the form is cleared
      rememberClaim(); // decision 055: the club's popup is not offered to someone who just joined
      setDone(reply.data.message);
    } catch (err) {
      // product.md §8: sign-up errors are logged (and shown).
      console.error('Sign-up failed', err);
      const message = form.showFailure(err, FAILED);
      if (message) toast.show(message, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (done) return <SignedUp message={done} />;

  return (
    <form id={form.id} className={styles.form} noValidate onSubmit={(e) => void submit(e)} aria-label="Sign up">
      <RequiredNote />
      <div className={styles.row}>
        <TextField form={form} name="emailAddress" label="E-mail address" type="email" required autoComplete="email" />
        <TextField form={form} name="firstName" label="First name" required autoComplete="given-name" maxLength={50} />
      </div>
      <div className={styles.row}>
        <TextField form={form} name="phoneNumber" label="Phone number" type="tel" required autoComplete="tel" />
        <SelectField
          form={form}
          name="favouriteRestaurant"
          label="Favourite restaurant"
          required
          options={(root?.restaurants ?? []).map((r) => ({ value: r.storeId, label: r.title }))}
        />
      </div>
      <BirthdayFields form={form} required />
      <CheckboxField
        form={form}
        name="acceptTerms"
        required
        label={
          <>
            I accept the <Link to="/terms-and-conditions/">terms and conditions</Link> and have read the{' '}
            <Link to="/privacy-policy/">privacy policy</Link>
          </>
        }
      />
      <CheckboxField form={form} name="acceptSMSTerms" label="Send me offers by text message too" />
      <Honeypot form={form} />
      <SubmitRow label="Sign up" busy={busy} captcha={captcha} alert={errors[FORM_ERROR]} />
    </form>
  );
}

/** The one message that replaces the form: announced, and focused so keyboard users land on it. */
function SignedUp({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} role="status" tabIndex={-1} className={styles.success} data-success>
      {message}
    </p>
  );
}

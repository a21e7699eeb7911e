// The group booking enquiry (product.md §2, §3, §4, §5): restaurant (storeId and
// venue), type of booking, covers, date, from and until, the diner's details,
// special request and opt-ins. Prefilled from the booking modal's customer
// details (as props, or in the address when the modal hands over to the
// page). Success only when the reply has success true; reset returns to the
// initial state with guests at 0.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { GROUP_BOOKING_TYPES, GROUP_MIN_COVERS, groupEnquiryRequestSchema } from '../../../contract/forms.ts';
import { useApiClient } from '../../lib/api/client.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { CheckboxField, Honeypot, RequiredNote, SelectField, TextAreaField, TextField } from './form-fields.tsx';
import { SubmitRow } from './submit-row.tsx';
import { useCaptcha } from './use-captcha.ts';
import { FORM_ERROR, useForm } from './use-form.ts';
import styles from './forms.module.css';

export interface GroupPrefill {
  storeId?: string;
  date?: string;
  /** Guests, as the form's text field holds them. */
  covers?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  telephoneNumber?: string;
  specialRequest?: string;
  shouldReceivePromotions?: boolean;
  shouldReceiveSms?: boolean;
}

const EMPTY = {
  storeId: '',
  bookingType: '',
  covers: '0',
  date: '',
  time: '',
  until: '',
  firstName: '',
  lastName: '',
  email: '',
  telephoneNumber: '',
  specialRequest: '',
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
  website: '',
};
type Values = typeof EMPTY;

const TEXT_KEYS = ['storeId', 'date', 'covers', 'firstName', 'lastName', 'email', 'telephoneNumber', 'specialRequest'] as const;

/** Prefill from props, else from the address (?storeId=…&date=…), as the booking modal passes it. */
function initialValues(prefill: GroupPrefill | undefined, params: URLSearchParams): Values {
  const from = prefill ?? Object.fromEntries([...params.entries()]);
  const out: Values = { ...EMPTY };
  for (const key of TEXT_KEYS) {
    const v = from[key];
    if (typeof v === 'string' && v.length <= 1000) out[key] = v;
  }
  for (const key of ['shouldReceivePromotions', 'shouldReceiveSms'] as const) out[key] = from[key] === true || from[key] === 'true';
  return out;
}

const FAILED = 'Sorry, we could not send your enquiry. Please try again in a moment.';
const FORM_OPTIONS = { aliases: { venue: 'storeId' } };
const todayIso = () => new Date().toISOString().slice(0, 10);

export function GroupEnquiryForm({ prefill, onReset }: { prefill?: GroupPrefill; onReset?: () => void }) {
  const api = useApiClient();
  const toast = useToast();
  const restaurants = useRootData()?.restaurants ?? [];
  const [params] = useSearchParams();
  const [initial] = useState(() => initialValues(prefill, params));
  const form = useForm(initial, FORM_OPTIONS);
  const captcha = useCaptcha(api, 'group_booking', form.id);
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  const { values, errors } = form;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const venue = restaurants.find((r) => r.storeId === values.storeId)?.title ?? '';
    const payload = { ...values, venue, covers: values.covers };
    const checked = form.validate(groupEnquiryRequestSchema, payload);
    if (!checked) return;
    setBusy(true);
    try {
      const reply = await api.call('groupBooking', { body: { ...checked, recaptcha: await captcha.token() } });
      if (!reply.data.success) throw new Error('The enquiry was not accepted');
      setThanks(true);
      toast.show('Thank you, your group enquiry has been sent.', { kind: 'success' });
    } catch (err) {
      // product.md §8: group-booking errors are logged (and shown).
      console.error('Group booking enquiry failed', err);
      const message = form.showFailure(err, FAILED);
      if (message) toast.show(message, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    // product.md §4: reset returns to the initial state, guests back to 0.
    form.reset({ ...initial, covers: '0' });
    setThanks(false);
    onReset?.();
  }

  if (thanks) {
    return (
      <div className={styles.success} data-success>
        <h2 ref={thanksRef} tabIndex={-1} className={styles.thanksHeading}>
          Thank you for your enquiry
        </h2>
        <p>Our events team will reply within one working day with availability, menu options and a quote.</p>
        <button type="button" className="button button--secondary" onClick={reset}>
          Send another enquiry
        </button>
      </div>
    );
  }

  return (
    <form id={form.id} className={styles.form} noValidate onSubmit={(e) => void submit(e)} aria-label="Group booking enquiry">
      <RequiredNote />
      <div className={styles.row}>
        <SelectField
          form={form}
          name="storeId"
          label="Restaurant"
          required
          options={restaurants.map((r) => ({ value: r.storeId, label: r.title }))}
        />
        <SelectField
          form={form}
          name="bookingType"
          label="Type of booking"
          required
          options={GROUP_BOOKING_TYPES.map((t) => ({ value: t, label: t }))}
        />
      </div>
      <div className={styles.row}>
        <TextField
          form={form}
          name="covers"
          label="Number of guests"
          type="number"
          inputMode="numeric"
          min={GROUP_MIN_COVERS}
          required
          hint={`${GROUP_MIN_COVERS} or more`}
        />
        <TextField form={form} name="date" label="Date" type="date" min={todayIso()} required />
      </div>
      <div className={styles.row}>
        <TextField form={form} name="time" label="From" type="time" required />
        <TextField form={form} name="until" label="Until" type="time" required />
      </div>
      <div className={styles.row}>
        <TextField form={form} name="firstName" label="First name" required autoComplete="given-name" maxLength={50} />
        <TextField form={form} name="lastName" label="Last name" required autoComplete="family-name" maxLength={50} />
      </div>
      <div className={styles.row}>
        <TextField form={form} name="email" label="E-mail address" type="email" required autoComplete="email" />
        <TextField form={form} name="telephoneNumber" label="Phone number" type="tel" required autoComplete="tel" />
      </div>
      <TextAreaField
        form={form}
        name="specialRequest"
        label="Special requests"
        hint="Optional: dietary needs, a private room, a cake…"
        maxLength={1000}
      />
      <CheckboxField form={form} name="shouldReceivePromotions" label="Send me offers and news by e-mail" />
      <CheckboxField form={form} name="shouldReceiveSms" label="Send me offers by text message" />
      <Honeypot form={form} />
      <SubmitRow label="Send enquiry" busy={busy} captcha={captcha} alert={errors[FORM_ERROR]} />
    </form>
  );
}

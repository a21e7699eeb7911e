// The contact form (product.md §2, §3, §4, §5): enquiry type, reason and
// sub-reason, restaurant, guests, the diner's details, message and files.
// A reply with statusCode 200 clears the error, shows the thanks and resets
// the fields; anything else shows the error state. The partner form modal
// uses it with its own enquiry type.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { contactRequestSchema } from '../../../contract/forms.ts';
import type { ContactContent, UploadedFile } from '../../../contract/forms.ts';
import { useApiClient } from '../../lib/api/client.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { Honeypot, RequiredNote, SelectField, TextAreaField, TextField } from './form-fields.tsx';
import { FileUpload } from './file-upload.tsx';
import { SubmitRow } from './submit-row.tsx';
import { useCaptcha } from './use-captcha.ts';
import { FORM_ERROR, useForm, type FieldErrors } from './use-form.ts';
import styles from './forms.module.css';

const EMPTY = {
  enquiryType: '',
  contactReason: '',
  contactSubReason: '',
  enquiryRestaurant: '',
  guests: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  website: '',
};
const FORM_OPTIONS = { extra: ['uploadedFiles'] };
const FAILED = 'Sorry, we could not send your message. Please try again in a moment.';

export interface ContactFormProps {
  /** Partner variant: a fixed enquiry type and reason (product.md §2 partner form modal). */
  variant?: 'contact' | 'partner';
  onSent?: () => void;
}

export function ContactForm({ variant = 'contact', onSent }: ContactFormProps) {
  const partner = variant === 'partner';
  const api = useApiClient();
  const toast = useToast();
  const [initial] = useState(() => (partner ? { ...EMPTY, enquiryType: 'partner', contactReason: 'partnership' } : EMPTY));
  const form = useForm(initial, FORM_OPTIONS);
  const captcha = useCaptcha(api, partner ? 'partner' : 'contact', form.id);
  const [content, setContent] = useState<ContactContent | null>(null);
  const previewReasons = useRootData()?.previewContactReasons ?? null;
  const [types, setTypes] = useState<{ id: string; name: string }[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    Promise.all([api.call('contactContent'), api.call('contactTypes')])
      .then(([c, t]) => {
        setContent(previewReasons ? { ...c.data, contactReasons: previewReasons } : c.data);
        setTypes(t.data);
      })
      .catch((err: unknown) => {
        console.error('Contact form content could not be loaded', err);
        setLoadFailed(true);
      });
  }, [api, previewReasons]);
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  const { values, errors } = form;
  const reason = content?.contactReasons.find((r) => r.id === values.contactReason);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const payload = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
      message: values.message,
      enquiryType: values.enquiryType,
      enquiryRestaurant: values.enquiryRestaurant,
      guests: reason?.askGuests ? values.guests : null,
      contactReason: { id: values.contactReason },
      contactSubReason: values.contactSubReason ? { id: values.contactSubReason } : null,
      uploadedFiles: files,
      website: values.website,
    };
    const extra: FieldErrors = {};
    if (reason?.subReasons.length && !values.contactSubReason) extra.contactSubReason = 'Please choose one of the options';
    if (reason?.needsRestaurant && !values.enquiryRestaurant) extra.enquiryRestaurant = 'Please choose the restaurant this is about';
    if (!form.validate(contactRequestSchema, payload, extra)) return;
    setBusy(true);
    try {
      // product.md §4: only a reply with statusCode 200 passes the reply schema; anything else throws.
      await api.call('contactSend', { body: { ...payload, recaptcha: await captcha.token() } });
      form.reset(initial);
      setFiles([]);
      setThanks(true);
      toast.show('Thank you, your message has been sent.', { kind: 'success' });
      onSent?.();
    } catch (err) {
      const message = form.showFailure(err, FAILED);
      if (message) toast.show(message, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (thanks) {
    return (
      <div className={styles.success} data-success>
        <h2 ref={thanksRef} tabIndex={-1} className={styles.thanksHeading}>
          Thank you
        </h2>
        <p>
          Your message is on its way{partner ? ' to our partnerships team' : ''}. We reply within {partner ? 'five' : 'two'} working days.
        </p>
        <button type="button" className="button button--secondary" onClick={() => setThanks(false)}>
          Send another message
        </button>
      </div>
    );
  }

  const restaurants = (content?.restaurants ?? []).map((r) => ({ value: r.storeId, label: r.title }));
  return (
    <form
      id={form.id}
      className={styles.form}
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={partner ? 'Partner enquiry' : 'Contact us'}
    >
      <RequiredNote />
      {loadFailed && <p className={styles.formAlert}>Sorry, part of this form could not be loaded. Please refresh the page.</p>}
      {!partner && (
        <div className={styles.row}>
          <SelectField
            form={form}
            name="enquiryType"
            label="Type of enquiry"
            required
            options={types.map((t) => ({ value: t.id, label: t.name }))}
          />
          <SelectField
            form={form}
            name="contactReason"
            label="What is it about?"
            required
            options={(content?.contactReasons ?? []).filter((r) => r.id !== 'partnership').map((r) => ({ value: r.id, label: r.name }))}
            onChange={(v) => {
              form.set('contactReason', v);
              form.set('contactSubReason', '');
            }}
          />
        </div>
      )}
      {reason && reason.subReasons.length > 0 && (
        <SelectField
          form={form}
          name="contactSubReason"
          label={partner ? 'What kind of partnership?' : 'Tell us a little more'}
          required
          options={reason.subReasons.map((s) => ({ value: s.id, label: s.name }))}
        />
      )}
      {!partner && (
        <div className={styles.row}>
          <SelectField
            form={form}
            name="enquiryRestaurant"
            label="Restaurant"
            required={reason?.needsRestaurant}
            placeholder={reason?.needsRestaurant ? 'Please choose' : 'Not about one restaurant'}
            options={restaurants}
          />
          {reason?.askGuests && (
            <TextField form={form} name="guests" label="Number of guests" type="number" inputMode="numeric" min={1} max={500} required />
          )}
        </div>
      )}
      <div className={styles.row}>
        <TextField form={form} name="firstName" label="First name" required autoComplete="given-name" maxLength={50} />
        <TextField form={form} name="lastName" label="Last name" required autoComplete="family-name" maxLength={50} />
      </div>
      <div className={styles.row}>
        <TextField form={form} name="email" label="E-mail address" type="email" required autoComplete="email" />
        <TextField form={form} name="phone" label="Phone number" type="tel" autoComplete="tel" hint="Optional" />
      </div>
      <TextAreaField
        form={form}
        name="message"
        label={partner ? 'Tell us about you and your idea' : 'Your message'}
        required
        maxLength={5000}
      />
      <FileUpload
        id={form.id}
        api={api}
        files={files}
        onChange={setFiles}
        error={errors.uploadedFiles}
        onError={(message) => form.setFieldError('uploadedFiles', message)}
      />
      <Honeypot form={form} />
      <SubmitRow label={partner ? 'Send' : 'Send message'} busy={busy} captcha={captcha} alert={errors[FORM_ERROR]} />
    </form>
  );
}

// The preferences page's form (product.md §2, §3, §4, §5): first name, birthday
// (built from day, month and year; the year defaults to 1904), favourite
// restaurant, phone, SMS opt-in and interests; gender stays hidden (product.md §9).
// Saved through updateCustomerPreferences ("Success" shows the success
// message, anything else the failure message) and updateCustomerChoices.
import { useState, type FormEvent } from 'react';
import { birthDateToParts, birthdaySchema, partsToBirthDate } from '../../../contract/birthday.ts';
import { PREFERENCES_SAVED, updatePreferencesRequestSchema, type CustomerPreferences } from '../../../contract/customers.ts';
import { useApiClient } from '../../lib/api/client.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { BirthdayFields, birthdayOf } from '../forms/birthday-fields.tsx';
import { CheckboxField, RequiredNote, SelectField, TextField } from '../forms/form-fields.tsx';
import { useForm, type FormValues } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import formStyles from '../forms/forms.module.css';

export const SAVED_MESSAGE = 'Your preferences have been saved.';
export const FAILED_MESSAGE = 'Sorry, we could not save your preferences. Please try again.';

/** The form's own check: the request's rules, with the birthday as day, month and year (optional as a whole). */
const formSchema = updatePreferencesRequestSchema.omit({ birthDate: true }).extend({ birthday: birthdaySchema.nullable() });

function initialValues(p: CustomerPreferences): FormValues {
  const b = birthDateToParts(p.birthDate);
  return {
    firstName: p.firstName,
    phoneNumber: p.phoneNumber,
    favRestaurantCode: p.favRestaurantCode,
    'birthday.day': b ? String(b.day) : '',
    'birthday.month': b ? String(b.month) : '',
    'birthday.year': b?.year ? String(b.year) : '',
    websiteSmsOptIn: p.websiteSmsOptIn,
    ...Object.fromEntries(p.interests.map((i) => [`interest.${i.id}`, i.checked])),
  };
}

export function PreferencesForm({ prefs, restaurants }: { prefs: CustomerPreferences; restaurants: { storeId: string; title: string }[] }) {
  const api = useApiClient();
  const toast = useToast();
  const [initial] = useState(() => initialValues(prefs));
  const form = useForm(initial);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const { values } = form;
  const text = (name: string) => String(values[name] ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const anyBirthday = text('birthday.day') || text('birthday.month') || text('birthday.year');
    const birthday = anyBirthday ? birthdayOf(values) : null;
    const fields = {
      guid: prefs.guid,
      firstName: text('firstName'),
      phoneNumber: text('phoneNumber'),
      favRestaurantCode: text('favRestaurantCode'),
      websiteSmsOptIn: values.websiteSmsOptIn === true,
    };
    const checked = form.validate(formSchema, { ...fields, birthday });
    if (!checked) return;
    setBusy(true);
    setStatus(null);
    try {
      const birthDate = checked.birthday ? partsToBirthDate(checked.birthday) : null;
      const saved = await api.call('updateCustomerPreferences', { body: { ...fields, birthDate } });
      const interests = prefs.interests.map((i) => ({ id: i.id, checked: values[`interest.${i.id}`] === true }));
      const chosen = await api.call('updateCustomerChoices', { body: { guid: prefs.guid, interests } });
      const ok = saved.data.message === PREFERENCES_SAVED && chosen.data.message === PREFERENCES_SAVED;
      setStatus(ok ? 'saved' : 'failed');
      toast.show(ok ? SAVED_MESSAGE : FAILED_MESSAGE, { kind: ok ? 'success' : 'error' });
    } catch (err) {
      if (!form.showServerError(err)) {
        setStatus('failed');
        toast.show(FAILED_MESSAGE, { kind: 'error' });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    // Any change clears both messages (product.md §4: clearing resets both).
    <form
      id={form.id}
      className={formStyles.form}
      noValidate
      onSubmit={(e) => void submit(e)}
      onChange={() => setStatus(null)}
      aria-label="Your preferences"
    >
      <RequiredNote />
      <div className={formStyles.row}>
        <TextField form={form} name="firstName" label="First name" required autoComplete="given-name" maxLength={50} />
        <TextField form={form} name="phoneNumber" label="Phone number" type="tel" required autoComplete="tel" />
      </div>
      <SelectField
        form={form}
        name="favRestaurantCode"
        label="Favourite restaurant"
        required
        options={restaurants.map((r) => ({ value: r.storeId, label: r.title }))}
      />
      <BirthdayFields form={form} legend="Your birthday" />
      <CheckboxField form={form} name="websiteSmsOptIn" label="Send me offers by text message" />
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>What do you love?</legend>
        <div className={formStyles.row}>
          {prefs.interests.map((i) => (
            <CheckboxField key={i.id} form={form} name={`interest.${i.id}`} label={i.name} />
          ))}
        </div>
      </fieldset>
      <div role="alert">{status === 'failed' && <p className={formStyles.formAlert}>{FAILED_MESSAGE}</p>}</div>
      <div role="status">
        {status === 'saved' && (
          <p className={formStyles.success} data-success>
            {SAVED_MESSAGE}
          </p>
        )}
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className="button" aria-disabled={busy || undefined} disabled={!hydrated}>
          {busy ? 'Saving…' : 'Save my preferences'}
        </button>
      </div>
    </form>
  );
}

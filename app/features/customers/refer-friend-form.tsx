// Refer a friend (decision 009): the diner sends a friend an invitation whose link
// lets the friend claim £10 off. The reply is the same whether or not the
// friend is already a member.
import { useState, type FormEvent } from 'react';
import { referralInviteRequestSchema } from '../../../contract/offers.ts';
import { useApiClient } from '../../lib/api/client.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { Honeypot, RequiredNote, TextField } from '../forms/form-fields.tsx';
import { SubmitRow } from '../forms/submit-row.tsx';
import { useCaptcha } from '../forms/use-captcha.ts';
import { FORM_ERROR, useForm } from '../forms/use-form.ts';
import formStyles from '../forms/forms.module.css';

const EMPTY = { yourName: '', yourEmail: '', friendName: '', friendEmail: '', website: '' };
const FAILED = 'Sorry, we could not send your invitation. Please try again in a moment.';

export function ReferFriendForm() {
  const api = useApiClient();
  const toast = useToast();
  const form = useForm(EMPTY);
  const captcha = useCaptcha(api, 'refer_friend', form.id);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !form.validate(referralInviteRequestSchema, form.values)) return;
    setBusy(true);
    setDone('');
    try {
      const reply = await api.call('referralInvite', { body: { ...form.values, recaptcha: await captcha.token() } });
      form.reset(EMPTY);
      setDone(reply.data.message);
      toast.show(reply.data.message, { kind: 'success' });
    } catch (err) {
      const message = form.showFailure(err, FAILED);
      if (message) toast.show(message, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form id={form.id} className={formStyles.form} noValidate onSubmit={(e) => void submit(e)} aria-label="Invite a friend">
      <RequiredNote />
      <div className={formStyles.row}>
        <TextField form={form} name="yourName" label="Your first name" required autoComplete="given-name" maxLength={50} />
        <TextField form={form} name="yourEmail" label="Your e-mail address" type="email" required autoComplete="email" />
      </div>
      <div className={formStyles.row}>
        <TextField form={form} name="friendName" label="Your friend's first name" required autoComplete="off" maxLength={50} />
        <TextField form={form} name="friendEmail" label="Your friend's e-mail address" type="email" required autoComplete="off" />
      </div>
      <Honeypot form={form} />
      <SubmitRow label="Send the invitation" busy={busy} captcha={captcha} alert={form.errors[FORM_ERROR]} />
      <p role="status" className={done ? formStyles.success : undefined} data-success={done ? '' : undefined}>
        {done}
      </p>
    </form>
  );
}

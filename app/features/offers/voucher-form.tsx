// The offer page's code entry (product.md §2, §3, §4, §5): e-mail entry and terms
// (which must be accepted); after a successful generate, voucherGenerated
// shows the message and the success button (overrideSuccessUrl wins over
// successButtonUrl). product.md §4: a failed generate is swallowed and nothing is
// shown; the diner may simply try again.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Offer } from '../../../contract/content.ts';
import { getCodeRequestSchema, referralClaimRequestSchema } from '../../../contract/offers.ts';
import { rememberClaim } from '../../lib/popup-rules.ts';
import { useApiClient } from '../../lib/api/client.ts';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { CheckboxField, Honeypot, RequiredNote, TextField } from '../forms/form-fields.tsx';
import { SubmitRow } from '../forms/submit-row.tsx';
import { useCaptcha } from '../forms/use-captcha.ts';
import { useForm } from '../forms/use-form.ts';
import formStyles from '../forms/forms.module.css';

const EMPTY = { emailAddress: '', acceptTerms: false, website: '' };

/** Where the code is asked for: an offer by id, or a friend's referral by token. */
export type VoucherTarget = { route: 'offerCode'; offerId: string } | { route: 'referralClaim'; token: string };

export function VoucherForm({
  offer,
  target,
  termsId,
}: {
  offer: Pick<Offer, 'title' | 'successButtonText' | 'successButtonUrl' | 'overrideSuccessUrl'>;
  target: VoucherTarget;
  termsId: string;
}) {
  const api = useApiClient();
  const form = useForm(EMPTY);
  const captcha = useCaptcha(api, 'offer', form.id);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const messageRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sentTo) messageRef.current?.focus();
  }, [sentTo]);

  /** The target's request, checked by its contract schema; null (messages shown) when a field is wrong. */
  function checkedRequest() {
    const fields = { emailAddress: form.values.emailAddress, acceptTerms: form.values.acceptTerms, website: form.values.website };
    if (target.route === 'offerCode') {
      const body = form.validate(getCodeRequestSchema, { ...fields, offerId: target.offerId });
      return body && ((recaptcha: string) => api.call('offerCode', { body: { ...body, recaptcha } }));
    }
    const body = form.validate(referralClaimRequestSchema, { ...fields, token: target.token });
    return body && ((recaptcha: string) => api.call('referralClaim', { body: { ...body, recaptcha } }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const send = checkedRequest();
    if (!send) return;
    setBusy(true);
    try {
      const reply = await send(await captcha.token());
      if (reply.data.voucherGenerated) {
        rememberClaim(); // decision 055: the popup offers nothing to a visitor who just claimed
        setSentTo(form.values.emailAddress.trim());
      }
    } catch (err) {
      console.error('Voucher generate failed', err); // product.md §4: swallowed, nothing shown
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    const next = offer.overrideSuccessUrl ?? offer.successButtonUrl;
    return (
      <div className={formStyles.success} data-success>
        <h3 ref={messageRef} tabIndex={-1}>
          Your code is on its way
        </h3>
        <p>
          We have e-mailed your voucher code to <strong>{sentTo}</strong>. Show it to your server when you order.
        </p>
        <SmartLink to={next} className="button">
          {offer.successButtonText}
        </SmartLink>
      </div>
    );
  }

  return (
    <form id={form.id} className={formStyles.form} noValidate onSubmit={(e) => void submit(e)} aria-label={`Get your code: ${offer.title}`}>
      <RequiredNote />
      <TextField
        form={form}
        name="emailAddress"
        label="E-mail address"
        type="email"
        required
        autoComplete="email"
        hint="We will e-mail your code here."
      />
      <CheckboxField
        form={form}
        name="acceptTerms"
        required
        label={
          <>
            I accept the <a href={`#${termsId}`}>terms and conditions</a> of this offer
          </>
        }
      />
      <Honeypot form={form} />
      <SubmitRow label="Send me my code" busy={busy} captcha={captcha} />
    </form>
  );
}

// product.md D11 "Fees" on the booking page: the confirm step (a GET of
// ?fee=confirm, which changes nothing) and the charge itself (the confirm
// form's POST, CSRF-checked by the page's action). A host is refused (403),
// a member of another restaurant gets the 404 page; the outcome, whatever it
// is, is said in words with the attempt's status.
import type { AppLoadContext } from 'react-router';
import { feeChargeSchema, type FeeChargeReply } from '../../../contract/fee-panel.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { formRefusal, invalidReply, noticeReply, refusalReply } from '../form-kit/console-refusal.server.ts';

export const FEE_INTENT = 'fee';

/** What the manager reads after pressing "Charge". */
export function feeOutcomeText({ outcome, attempt }: FeeChargeReply): { ok: boolean; text: string; status: number } {
  const what = `the ${attempt.name} of ${attempt.amount}`;
  switch (outcome) {
    case 'charged':
      return { ok: true, text: `Charged ${what} (transaction ${attempt.transactionId}). The guest is sent a receipt.`, status: 200 };
    case 'already-charged':
      return {
        ok: true,
        text: `${cap(what)} was already charged (transaction ${attempt.transactionId}). Nothing more was taken.`,
        status: 200,
      };
    case 'declined':
      return { ok: false, text: `The card was declined: ${attempt.message}. Nothing was charged.`, status: 422 };
    case 'failed':
      return { ok: false, text: `The card provider did not take ${what}: ${attempt.message} Nothing was charged.`, status: 422 };
    case 'busy':
      return { ok: false, text: `${cap(what)} is already being charged. Reload the page in a minute to see how it went.`, status: 409 };
    case 'unknown':
      return {
        ok: false,
        text: `The card provider has not said whether ${what} was taken. Mesa will ask it before any new charge: try again in a few minutes.`,
        status: 502,
      };
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export async function chargeFeeFromForm(context: AppLoadContext, staff: StaffMember, bookingId: string, form: FormData) {
  const parsed = feeChargeSchema.safeParse({ kind: form.get('kind') ?? '', amountPence: form.get('amountPence') ?? '' });
  if (!parsed.success) return invalidReply(parsed.error.issues, { intent: FEE_INTENT });
  try {
    const reply = await context.services.console.chargeFee(staff, bookingId, parsed.data);
    const said = feeOutcomeText(reply);
    return said.ok ? noticeReply(said.text, { intent: FEE_INTENT }) : formRefusal(said.text, { intent: FEE_INTENT }, said.status);
  } catch (err) {
    return refusalReply(err, { intent: FEE_INTENT }, { topField: true });
  }
}

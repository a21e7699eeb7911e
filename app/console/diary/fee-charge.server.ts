// product.md D11 "Fees" on the booking page: the confirm step (a GET of
// ?fee=confirm, which changes nothing) and the charge itself (the confirm
// form's POST, CSRF-checked by the page's action). A host is refused (403),
// a member of another restaurant gets the 404 page; the outcome, whatever it
// is, is said in words, and one that took nothing answers the status of its
// domain error kind (server/payments/fee-outcome-kinds.ts, decision 070).
import type { AppLoadContext } from 'react-router';
import { feeChargeSchema, type FeeChargeReply } from '../../../contract/fee-panel.ts';
import { DomainError } from '../../../server/domain/domain-error.ts';
import { FEE_OUTCOME_KINDS } from '../../../server/payments/fee-outcome-kinds.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { invalidReply, noticeReply, refusalReply } from '../form-kit/console-refusal.server.ts';

export const FEE_INTENT = 'fee';

/** What the manager reads after pressing "Charge". */
export function feeOutcomeText({ outcome, attempt }: FeeChargeReply): string {
  const what = `the ${attempt.name} of ${attempt.amount}`;
  switch (outcome) {
    case 'charged':
      return `Charged ${what} (transaction ${attempt.transactionId}). The guest is sent a receipt.`;
    case 'already-charged':
      return `${cap(what)} was already charged (transaction ${attempt.transactionId}). Nothing more was taken.`;
    case 'declined':
      return `The card was declined: ${attempt.message}. Nothing was charged.`;
    case 'failed':
      return `The card provider did not take ${what}: ${attempt.message} Nothing was charged.`;
    case 'busy':
      return `${cap(what)} is already being charged. Reload the page in a minute to see how it went.`;
    case 'unknown':
      return `The card provider has not said whether ${what} was taken. Mesa will ask it before any new charge: try again in a few minutes.`;
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export async function chargeFeeFromForm(context: AppLoadContext, staff: StaffMember, bookingId: string, form: FormData) {
  const parsed = feeChargeSchema.safeParse({ kind: form.get('kind') ?? '', amountPence: form.get('amountPence') ?? '' });
  if (!parsed.success) return invalidReply(parsed.error.issues, { intent: FEE_INTENT });
  try {
    const reply = await context.services.console.chargeFee(staff, bookingId, parsed.data);
    const kind = FEE_OUTCOME_KINDS[reply.outcome];
    if (!kind) return noticeReply(feeOutcomeText(reply), { intent: FEE_INTENT });
    return refusalReply(new DomainError(kind, feeOutcomeText(reply)), { intent: FEE_INTENT });
  } catch (err) {
    return refusalReply(err, { intent: FEE_INTENT }, { topField: true });
  }
}

// A lead's history in words (decision 077), from its audit entries: what each
// save changed, and the note a member wrote with it; and (decision 084) how the refunds of its event's payments
// fared, from its booking's entries. Pure.
import { LEAD_STATUS_LABELS, type LeadHistoryEntry, type LeadStatus } from '../../contract/event-leads.ts';
import { formatPence } from '../../contract/money.ts';

/** What a save wrote: the fields it changed, before and after, and its note. */
export interface LeadChange {
  status?: LeadStatus;
  lostReason?: string | null;
  owner?: string | null;
  valuePence?: number | null;
}

const shown = {
  status: (v: unknown) => LEAD_STATUS_LABELS[v as LeadStatus] ?? String(v),
  lostReason: (v: unknown) => (typeof v === 'string' && v ? v : 'none'),
  owner: (v: unknown) => (typeof v === 'string' && v ? v : 'nobody'),
  valuePence: (v: unknown) => (typeof v === 'number' ? formatPence(v) : 'not known'),
} as const;
const names: Record<keyof typeof shown, string> = {
  status: 'Status',
  lostReason: 'reason lost',
  owner: 'looked after by',
  valuePence: 'value',
};

/** "Status: New → Proposal sent; value: not known → £1250.00". */
export function changeText(before: LeadChange, after: LeadChange): string {
  return (Object.keys(shown) as (keyof typeof shown)[])
    .filter((k) => k in after)
    .map((k) => `${names[k]}: ${shown[k](before[k])} → ${shown[k](after[k])}`)
    .join('; ');
}

/** Decision 078: a proposal sent, accepted or answered with a request for changes, or a payment; '' for any other entry. */
function proposalText(action: string, after: Record<string, unknown> | null): string {
  const version = typeof after?.proposal === 'number' ? `version ${after.proposal}` : 'a version';
  if (action === 'proposal-sent') return `Proposal ${version} sent to the client`;
  if (action === 'proposal-accepted') {
    return typeof after?.acceptedBy === 'string' ? `Proposal ${version} accepted by ${after.acceptedBy}` : `Proposal ${version} accepted`;
  }
  if (action === 'changes-asked') return `The client asked for changes to ${version}`;
  if (action === 'deposit-paid' || action === 'balance-paid') {
    return `${action === 'deposit-paid' ? 'Deposit' : 'Balance'}${typeof after?.amount === 'string' ? ` of ${after.amount}` : ''} paid`;
  }
  return '';
}

/** Decision 084: the refund actions of an event's booking that its lead's history tells (payment-attempts.ts names them). */
const REFUND_ACTIONS: Record<string, string> = {
  'deposit-refunded': 'made to the client’s card',
  'event-balance-refunded': 'made to the client’s card',
  'deposit-refund-failed': 'did not go through',
  'deposit-refund-declined': 'did not go through',
  'event-balance-refund-failed': 'did not go through',
  'event-balance-refund-declined': 'did not go through',
  'deposit-refund-unanswered': 'not answered yet by the card provider',
  'event-balance-refund-unanswered': 'not answered yet by the card provider',
};

/** Whether a booking's audit entry is a refund its lead's history tells. */
export const isRefundAction = (action: string): boolean => action in REFUND_ACTIONS;

/** "Refund of £125.00 of the deposit made to the client’s card", with the provider's words on a failure. */
function refundText(action: string, after: Record<string, unknown> | null): string {
  const fate = REFUND_ACTIONS[action];
  if (!fate) return '';
  const amount = typeof after?.amount === 'string' ? ` of ${after.amount}` : '';
  const part = action.startsWith('event-balance') ? 'the balance' : 'the deposit';
  const words = fate === 'did not go through' && typeof after?.outcome === 'string' ? `: ${after.outcome}` : '';
  return `Refund${amount} of ${part} ${fate}${words}`;
}

/** Where the lead came from (decision 082): an event request booked online, or (before the source was noted, too) the group enquiry form. */
const receivedText = (after: Record<string, unknown> | null): string =>
  after?.source === 'event-request' ? 'Received as an event request from online booking' : 'Received from the group enquiry form';

/** The audit entries of one lead, oldest first, as its history. */
export function leadHistory(
  entries: readonly {
    at: string;
    actor: string;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    reason: string | null;
  }[],
): LeadHistoryEntry[] {
  return entries.map((e) => {
    if (e.action === 'received') return { at: e.at, actor: e.actor, text: receivedText(e.after) };
    const change = changeText(e.before ?? {}, e.after ?? {});
    if (isRefundAction(e.action)) return { at: e.at, actor: e.actor, text: refundText(e.action, e.after) };
    const text = [
      proposalText(e.action, e.after),
      change,
      e.reason ? `${e.action === 'changes-asked' ? 'Their words' : 'Note'}: ${e.reason}` : '',
    ]
      .filter(Boolean)
      .join('. ');
    return { at: e.at, actor: e.actor, text };
  });
}

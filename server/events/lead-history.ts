// A lead's history in words (decision 077), from its audit entries: what each
// save changed, and the note a member wrote with it. Pure.
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
    if (e.action === 'received') return { at: e.at, actor: e.actor, text: 'Received from the group enquiry form' };
    const change = changeText(e.before ?? {}, e.after ?? {});
    const text = [change, e.reason ? `Note: ${e.reason}` : ''].filter(Boolean).join('. ');
    return { at: e.at, actor: e.actor, text };
  });
}

// /console/events/:leadId/proposal: the proposal builder (decision 078). It opens on the newest version sent, or
// on what the client asked for; sending makes a new version, holds its space in the diary and mails the client
// the signed link, then returns to the lead. A send over a lead changed since the builder opened is refused with
// what was typed kept; another restaurant's lead is not found.
import { data, redirect, type AppLoadContext } from 'react-router';
import { proposalFormSchema, type ProposalTerms } from '../../../contract/event-proposals.ts';
import { DEFAULT_REFUND_TERMS } from '../../../contract/event-refunds.ts';
import { addDays, formatHhmm, isValidIsoDate, londonDateOf, londonMinutesOf } from '../../../contract/london-time.ts';
import { poundsText } from '../../../contract/money.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { csrfMatches, csrfRefusal, requireSession } from '../console-session.server.ts';
import { invalidReply, orNotFound, refusalReply } from '../form-kit/console-refusal.server.ts';
import type { FormReply } from '../form-kit/form-reply.ts';
import { formText } from '../form-kit/form-text.ts';
import { leadIdOf } from './lead-id.server.ts';

export const PROPOSAL_FIELDS = [
  'leadVersion',
  'date',
  'from',
  'until',
  'covers',
  'space',
  'pricePerHead',
  'extras',
  'minimumSpend',
  'deposit',
  'balanceDueDate',
  'vatPercent',
  'conditions',
  'fullRefundDays',
  'laterRefundPercent',
  'holdUntilDate',
  'holdUntilTime',
] as const;
type Field = (typeof PROPOSAL_FIELDS)[number];

/** The builder's fields as text, and the chosen tables and menus. */
export interface ProposalValues {
  text: Record<Field, string>;
  tableIds: string[];
  menus: string[];
}

export type ProposalFormResult = FormReply<{ chosen?: { tableIds: string[]; menus: string[] } }>;

export const DEFAULT_CONDITIONS =
  'The deposit secures the space and is taken off the final bill. The balance is due by the date above. ' +
  'Final numbers and dietary needs are due 7 days before the event.';
/** How long a proposal holds its space by default: a week, and never past the event. */
const HOLD_DAYS = 7;

const spaceValue = (space: ProposalTerms['space']) => (space.kind === 'area' ? `area:${space.areaId ?? ''}` : space.kind);
const pounds = (pence: number) => (pence ? poundsText(pence) : '');

/** The builder's starting values: the newest version sent, else the client's request and the restaurant's defaults. */
export function startingValues(
  lead: { version: number; date: string | null; time: string | null; until: string | null; covers: number | null },
  current: { terms: ProposalTerms; holdExpiresAt: string } | null,
  vatPercent: number,
  now: Date,
): ProposalValues {
  const version = String(lead.version);
  if (current) {
    const t = current.terms;
    const hold = new Date(current.holdExpiresAt);
    const holdLive = hold.getTime() > now.getTime();
    const holdUntil = holdLive ? hold : new Date(now.getTime() + HOLD_DAYS * 86_400_000);
    return {
      text: {
        leadVersion: version,
        date: t.date,
        from: formatHhmm(t.startsAt),
        until: formatHhmm(t.endsAt),
        covers: String(t.covers),
        space: spaceValue(t.space),
        pricePerHead: pounds(t.pricePerHeadPence),
        extras: t.extras.map((e) => `${e.name}: ${poundsText(e.pricePence)}`).join('\n'),
        minimumSpend: pounds(t.minimumSpendPence),
        deposit: pounds(t.depositPence),
        balanceDueDate: t.balanceDueDate,
        vatPercent: String(t.vatPercent),
        conditions: t.conditions,
        fullRefundDays: String((t.refunds ?? DEFAULT_REFUND_TERMS).fullRefundDays),
        laterRefundPercent: String((t.refunds ?? DEFAULT_REFUND_TERMS).laterPercent),
        holdUntilDate: londonDateOf(holdUntil),
        holdUntilTime: formatHhmm(Math.floor(londonMinutesOf(holdUntil) / 15) * 15),
      },
      tableIds: t.space.kind === 'tables' ? t.space.tableIds : [],
      menus: t.menus.map((m) => m.slug),
    };
  }
  const date = lead.date && isValidIsoDate(lead.date) ? lead.date : '';
  const hold = londonDateOf(new Date(now.getTime() + HOLD_DAYS * 86_400_000));
  return {
    text: {
      leadVersion: version,
      date,
      from: lead.time && /^\d{2}:\d{2}$/.test(lead.time) ? lead.time : '19:00',
      until: lead.until && /^\d{2}:\d{2}$/.test(lead.until) ? lead.until : '23:00',
      covers: lead.covers ? String(lead.covers) : '',
      space: 'restaurant',
      pricePerHead: '',
      extras: '',
      minimumSpend: '',
      deposit: '',
      balanceDueDate: date ? addDays(date, -7) : '',
      vatPercent: String(vatPercent),
      conditions: DEFAULT_CONDITIONS,
      fullRefundDays: String(DEFAULT_REFUND_TERMS.fullRefundDays),
      laterRefundPercent: String(DEFAULT_REFUND_TERMS.laterPercent),
      holdUntilDate: date && date < hold ? addDays(date, -1) : hold,
      holdUntilTime: '18:00',
    },
    tableIds: [],
    menus: [],
  };
}

export async function loadProposalBuilder(context: AppLoadContext, request: Request, params: { leadId?: string }) {
  const session = await requireSession(context, request);
  const builder = await orNotFound(context.services.proposals.builder(session.staff, leadIdOf(params)));
  const { lead } = builder;
  return data(
    {
      csrfToken: session.csrfToken,
      lead: {
        id: lead.id,
        storeId: lead.storeId,
        version: lead.version,
        contactName: lead.firstName === null ? null : `${lead.firstName} ${lead.lastName ?? ''}`.trim(),
        erased: lead.email === null,
      },
      areas: builder.areas,
      tables: builder.tables,
      menus: builder.menus,
      current: builder.current,
      start: startingValues(lead, builder.current, builder.vatPercent, context.services.clock()),
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function sendProposal(context: AppLoadContext, request: Request, params: { leadId?: string }) {
  const session = await requireSession(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return csrfRefusal();
  const id = leadIdOf(params);
  const values = Object.fromEntries(PROPOSAL_FIELDS.map((f) => [f, formText(form, f)]));
  const chosen = { tableIds: form.getAll('tableIds').map(String), menus: form.getAll('menus').map(String) };
  const parsed = proposalFormSchema.safeParse({ ...values, ...chosen });
  if (!parsed.success) return invalidReply<ProposalFormResult>(parsed.error.issues, { values, chosen });
  let version: number;
  try {
    ({ version } = await context.services.proposals.send(session.staff, id, parsed.data));
  } catch (err) {
    // A stale lead (409), a taken space (409) or a wrong field (400) is the form's alert, what was typed kept.
    return refusalReply<ProposalFormResult>(err, { values, chosen }, { topField: true });
  }
  return redirect(`/console/events/${encodeURIComponent(id)}/?sent=${version}`, { headers: CONSOLE_HEADERS });
}

// A proposal's terms from the builder's form (decision 078), checked against what Mesa knows: the space is the
// whole restaurant, an area or tables of its booking setup; the menus are the studio's; the balance is due by
// the event and the hold lapses between now and the event's start. Pure: the service reads the setup and menus.
import type { BookingSetup } from '../../contract/booking-setup.ts';
import { PROPOSAL_MESSAGES, parseExtras, type ProposalForm, type ProposalTerms } from '../../contract/event-proposals.ts';
import { instantOf, isValidIsoDate } from '../../contract/london-time.ts';
import { penceFromPounds, type Currency } from '../../contract/money.ts';

export type TermsResult = { ok: true; terms: ProposalTerms; holdExpiresAt: Date } | { ok: false; field: string; message: string };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const pence = (typed: string) => (typed === '' ? 0 : (penceFromPounds(typed) ?? 0));

/** The tables a space names, with the words the client reads for it; null when it names nothing of the setup. */
export function spaceOf(
  setup: Pick<BookingSetup, 'areas' | 'tables'>,
  space: string,
  tableIds: readonly string[],
): ProposalTerms['space'] | null {
  if (space === 'restaurant') {
    return setup.tables.length
      ? { kind: 'restaurant', areaId: null, tableIds: setup.tables.map((t) => t.id), label: 'The whole restaurant' }
      : null;
  }
  if (space.startsWith('area:')) {
    const area = setup.areas.find((a) => a.id === space.slice(5));
    const tables = setup.tables.filter((t) => t.areaId === area?.id);
    return area && tables.length ? { kind: 'area', areaId: area.id, tableIds: tables.map((t) => t.id), label: area.name } : null;
  }
  const chosen = setup.tables.filter((t) => tableIds.includes(t.id));
  if (!chosen.length || chosen.length !== new Set(tableIds).size) return null;
  return { kind: 'tables', areaId: null, tableIds: chosen.map((t) => t.id), label: `Tables ${chosen.map((t) => t.id).join(', ')}` };
}

export function proposalTerms(
  form: ProposalForm,
  known: { setup: Pick<BookingSetup, 'areas' | 'tables'>; menus: readonly { id: string; name: string }[]; currency: Currency; now: Date },
): TermsResult {
  const fail = (field: string, message: string): TermsResult => ({ ok: false, field, message });
  if (!isValidIsoDate(form.date)) return fail('date', PROPOSAL_MESSAGES.noLeadDate);
  if (!isValidIsoDate(form.balanceDueDate)) return fail('balanceDueDate', PROPOSAL_MESSAGES.balanceDue);
  if (!isValidIsoDate(form.holdUntilDate)) return fail('holdUntilDate', PROPOSAL_MESSAGES.holdUntil);
  const startsAt = minutesOf(form.from);
  const until = minutesOf(form.until);
  if (until === startsAt) return fail('until', PROPOSAL_MESSAGES.times);
  // A finish before the start is after midnight (an evening that runs to 01:00).
  const endsAt = until < startsAt ? until + 1440 : until;
  const space = spaceOf(known.setup, form.space, form.tableIds);
  if (!space) return fail('space', PROPOSAL_MESSAGES.noSpace);
  const menus: ProposalTerms['menus'] = [];
  for (const slug of new Set(form.menus)) {
    const menu = known.menus.find((m) => m.id === slug);
    if (!menu) return fail('menus', 'Please choose menus from the list');
    menus.push({ slug, title: menu.name });
  }
  const { extras, badLine } = parseExtras(form.extras);
  if (badLine !== null)
    return fail('extras', `Please write each extra as a name, a colon and pounds, such as "Welcome drinks: 120" (not "${badLine}")`);
  if (form.balanceDueDate > form.date) return fail('balanceDueDate', PROPOSAL_MESSAGES.balanceDue);
  const eventStart = instantOf(form.date, startsAt);
  if (eventStart.getTime() <= known.now.getTime()) return fail('date', 'Please give a date and start time that are still to come');
  const holdExpiresAt = instantOf(form.holdUntilDate, minutesOf(form.holdUntilTime));
  if (holdExpiresAt.getTime() <= known.now.getTime() || holdExpiresAt.getTime() > eventStart.getTime()) {
    return fail('holdUntilDate', PROPOSAL_MESSAGES.holdUntil);
  }
  return {
    ok: true,
    holdExpiresAt,
    terms: {
      date: form.date,
      startsAt,
      endsAt,
      covers: form.covers,
      space,
      menus,
      pricePerHeadPence: pence(form.pricePerHead),
      extras,
      minimumSpendPence: pence(form.minimumSpend),
      depositPence: pence(form.deposit),
      balanceDueDate: form.balanceDueDate,
      vatPercent: form.vatPercent,
      currency: known.currency,
      conditions: form.conditions,
      refunds: { fullRefundDays: form.fullRefundDays, laterPercent: form.laterRefundPercent },
    },
  };
}

// How a lead reads in the console (decision 077): its request in one line, its value and its wait. Pure.
import type { LeadSummary } from '../../../contract/event-leads.ts';
import { formatPence } from '../../../contract/money.ts';
import { formatLongDate } from '../../../contract/london-time.ts';

/** "Birthday · 24 people · Friday, 11 December 2026, 19:00–23:00", or what is left of it once the person was erased. */
export function requestLine(lead: Pick<LeadSummary, 'bookingType' | 'covers' | 'date' | 'time' | 'until'>): string {
  const when = lead.date ? `${formatLongDate(lead.date)}${lead.time ? `, ${lead.time}${lead.until ? `–${lead.until}` : ''}` : ''}` : null;
  return [lead.bookingType, lead.covers === null ? null : `${lead.covers} ${lead.covers === 1 ? 'person' : 'people'}`, when]
    .filter(Boolean)
    .join(' · ');
}

export const valueText = (pence: number | null): string => (pence === null ? 'Not known yet' : formatPence(pence));

/** The client's name, or what the lead says once the person asked to be erased. */
export const contactText = (name: string | null): string => name ?? 'Erased at the person’s request';

// Event leads in the reports (decision 081): the leads received in the range by source and where they stand now,
// their conversion and how soon they were first answered, and the events won by the month they take place. Pure:
// the repository reads the sums (lead-report-queries.ts), this shapes them.
import { LEAD_SOURCES, LEAD_SOURCE_LABELS, LEAD_STATUSES, type LeadSource, type LeadStatus } from '../../../contract/event-leads.ts';
import type { EventMonthFigures, LeadSourceFigures, ReportRange } from '../../../contract/reports.ts';

/** Leads received in the range, counted by source and status. */
export interface LeadCountSums {
  source: string;
  status: string;
  count: number;
}

/** Per source (null: every source together): leads answered, and the median minutes to the first answer. */
export interface LeadAnswerSums {
  source: string | null;
  answered: number;
  medianMinutes: number | null;
}

export interface LeadSums {
  counts: readonly LeadCountSums[];
  answers: readonly LeadAnswerSums[];
}

/** Events won, by the month they take place ('2026-12'). */
export interface EventMonthSums {
  month: string;
  events: number;
  valuePence: number;
}

/** The statuses a lead is won at. */
export const WON_STATUSES: readonly LeadStatus[] = ['confirmed', 'deposit-paid', 'completed'];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const noStatuses = (): Record<LeadStatus, number> => Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;

const isStatus = (s: string): s is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(s);

function figuresOf(key: string, label: string, counts: readonly LeadCountSums[], answers: LeadAnswerSums | undefined): LeadSourceFigures {
  const byStatus = noStatuses();
  for (const c of counts) if (isStatus(c.status)) byStatus[c.status] += c.count;
  const received = LEAD_STATUSES.reduce((n, s) => n + byStatus[s], 0);
  const won = WON_STATUSES.reduce((n, s) => n + byStatus[s], 0);
  const decided = won + byStatus.lost;
  return {
    key,
    label,
    received,
    byStatus,
    won,
    conversion: decided > 0 ? won / decided : null,
    answered: answers?.answered ?? 0,
    medianAnswerMinutes: answers?.medianMinutes ?? null,
  };
}

/** One row per known source in its order (zero when none came), then any other source the data holds, then all together. */
export function leadFigures(sums: LeadSums): LeadSourceFigures[] {
  const others = [...new Set(sums.counts.map((c) => c.source))].filter((s) => !(LEAD_SOURCES as readonly string[]).includes(s)).sort();
  const rows = [...LEAD_SOURCES, ...others].map((source) =>
    figuresOf(
      source,
      LEAD_SOURCE_LABELS[source as LeadSource] ?? source,
      sums.counts.filter((c) => c.source === source),
      sums.answers.find((a) => a.source === source),
    ),
  );
  return [
    ...rows,
    figuresOf(
      'all',
      'All sources',
      sums.counts,
      sums.answers.find((a) => a.source === null),
    ),
  ];
}

/** Every month the range touches, zero-filled, with the events won that take place in it. */
export function eventMonthFigures(
  range: ReportRange,
  sums: readonly EventMonthSums[],
): { byMonth: EventMonthFigures[]; totalPence: number } {
  const byKey = new Map(sums.map((s) => [s.month, s]));
  const byMonth: EventMonthFigures[] = [];
  let [year, month] = range.from.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = range.to.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const found = byKey.get(key);
    byMonth.push({ month: key, label: `${MONTHS[month - 1]} ${year}`, events: found?.events ?? 0, valuePence: found?.valuePence ?? 0 });
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return { byMonth, totalPence: byMonth.reduce((n, m) => n + m.valuePence, 0) };
}

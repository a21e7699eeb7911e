// Each chart's data as a table (product.md D12 "Reports": every chart has its data as
// an accessible table, and a CSV): the page writes it as an HTML table whose first
// column heads each row, and the CSV download writes the same cells. Pure, and in the
// contract so the page builds its tables from the report it is sent once, on the server
// and again as it hydrates, rather than being sent the report and its tables (decision 065).
import type { Report, ReportChart, ReportTableData } from './reports.ts';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from './event-leads.ts';
import { formatHhmm } from './london-time.ts';
import { poundsText } from './money.ts';

export type Cell = string | number;

export type ReportTable = ReportTableData;

/** A fraction as a percentage with one decimal, or a dash when there was nothing to divide. */
export const percent = (rate: number | null): string => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);

const periodColumns = ['Bookings', 'Covers', 'Cancelled', 'No-shows'];

/** Minutes as hours and minutes ("1 h 05 min", "40 min"), or a dash when nothing was answered. */
export const answerTime = (minutes: number | null): string => {
  if (minutes === null) return '–';
  const whole = Math.round(minutes);
  return whole < 60 ? `${whole} min` : `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`;
};

const BUILDERS: Record<ReportChart, (r: Report) => Omit<ReportTable, 'chart'>> = {
  daily: (r) => ({
    caption: 'Bookings and covers by day',
    columns: ['Date', ...periodColumns],
    rows: r.days.map((d) => [d.start, d.bookings, d.covers, d.cancelled, d.noShows]),
  }),
  weekly: (r) => ({
    caption: 'Bookings and covers by week (from Monday)',
    columns: ['Week from', ...periodColumns],
    rows: r.weeks.map((w) => [w.start, w.bookings, w.covers, w.cancelled, w.noShows]),
  }),
  rates: (r) => ({
    caption: 'No-show and cancellation rates (of every booking made)',
    columns: ['Measure', 'Bookings', 'Rate'],
    rows: [
      ['Bookings made', r.rates.booked, '100.0%'],
      ['Cancelled', r.rates.cancelled, percent(r.rates.cancellationRate)],
      ['No-shows', r.rates.noShows, percent(r.rates.noShowRate)],
    ],
  }),
  sources: (r) => ({
    caption: 'Booking sources',
    columns: ['Source', 'Bookings'],
    rows: r.sources.map((s) => [s.label, s.count]),
  }),
  'lead-time': (r) => ({
    caption: 'Lead time: from booking to arrival',
    columns: ['Lead time', 'Bookings'],
    rows: r.leadTimes.map((s) => [s.label, s.count]),
  }),
  'party-size': (r) => ({
    caption: 'Party sizes',
    columns: ['Guests', 'Bookings'],
    rows: r.partySizes.map((s) => [s.label, s.count]),
  }),
  busiest: (r) => ({
    caption: 'Busiest times: covers by weekday and hour of arrival',
    columns: ['Day', ...hoursOf(r).map((h) => formatHhmm(h * 60))],
    rows: r.heatmap.rows.map((row) => [row.label, ...row.covers]),
  }),
  enquiries: (r) => ({
    caption: 'Enquiry-to-booking conversion',
    columns: ['Enquiries', 'Received', 'Became bookings', 'Still waiting', 'Conversion'],
    rows: [
      [
        'Online enquiries and event requests',
        r.enquiries.online.received,
        r.enquiries.online.converted,
        r.enquiries.online.pending,
        percent(r.enquiries.online.rate),
      ],
      ['Group booking enquiries', r.enquiries.group.received, r.enquiries.group.converted, 0, percent(r.enquiries.group.rate)],
    ],
  }),
  vouchers: (r) => ({
    caption: 'Offer vouchers issued by day',
    columns: ['Date', 'Vouchers'],
    rows: r.vouchers.byDay.map((d) => [d.label, d.count]),
  }),
  'sign-ups': (r) => ({
    caption: 'Sign-ups by day',
    columns: ['Date', 'Sign-ups'],
    rows: r.signUps.byDay.map((d) => [d.label, d.count]),
  }),
  leads: (r) => ({
    caption: 'Event leads received, by source and status',
    columns: ['Source', 'Received', ...LEAD_STATUSES.map((s) => LEAD_STATUS_LABELS[s]), 'Conversion of decided', 'Median first answer'],
    rows: r.leads.map((l) => [
      l.label,
      l.received,
      ...LEAD_STATUSES.map((s) => l.byStatus[s]),
      percent(l.conversion),
      answerTime(l.medianAnswerMinutes),
    ]),
  }),
  'event-value': (r) => ({
    caption: 'Events won (confirmed, deposit paid or completed) by the month they take place',
    columns: ['Month', 'Events', 'Value (£)'],
    rows: [
      ...r.eventValue.byMonth.map((m) => [m.label, m.events, poundsText(m.valuePence)]),
      ['All months', r.eventValue.byMonth.reduce((n, m) => n + m.events, 0), poundsText(r.eventValue.totalPence)],
    ],
  }),
};

function hoursOf(r: Report): number[] {
  return Array.from({ length: r.heatmap.lastHour - r.heatmap.firstHour + 1 }, (_, i) => r.heatmap.firstHour + i);
}

export const reportTable = (report: Report, chart: ReportChart): ReportTable => ({ chart, ...BUILDERS[chart](report) });

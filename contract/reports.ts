// product.md D12 "Reports": the date range a report covers (a GET form, so it works
// without JavaScript) and the figures a report answers, for one restaurant or the chain.
import { z } from 'zod';
import type { LeadStatus } from './event-leads.ts';
import { daysBetween, isValidIsoDate } from './london-time.ts';

/** The longest range a report covers: a year and a day, so a leap year fits and a chain report stays fast. */
export const MAX_REPORT_DAYS = 366;

const isoDate = z.string().refine(isValidIsoDate, 'Please give a date as YYYY-MM-DD');

export const reportRangeSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((r) => daysBetween(r.from, r.to) >= 0, { message: 'The end date must not be before the start date', path: ['to'] })
  .refine((r) => daysBetween(r.from, r.to) < MAX_REPORT_DAYS, {
    message: `Please choose at most ${MAX_REPORT_DAYS} days`,
    path: ['to'],
  });
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** The charts a report draws, each with its table and CSV. */
export const REPORT_CHARTS = [
  'daily',
  'weekly',
  'rates',
  'sources',
  'lead-time',
  'party-size',
  'busiest',
  'enquiries',
  'vouchers',
  'sign-ups',
  'leads',
  'event-value',
] as const;
export type ReportChart = (typeof REPORT_CHARTS)[number];
export const reportChartSchema = z.enum(REPORT_CHARTS);

export interface PeriodFigures {
  /** First day (a date, or a week's Monday). */
  start: string;
  bookings: number;
  covers: number;
  cancelled: number;
  noShows: number;
  /** Every booking made (kept, cancelled or no-show): the rates' denominator. */
  booked: number;
}

export interface RateFigures {
  booked: number;
  cancelled: number;
  noShows: number;
  /** Fractions 0…1, null when nothing was booked. */
  cancellationRate: number | null;
  noShowRate: number | null;
}

export interface EnquiryFigures {
  /** Online enquiries and event requests (bookings of kind enquiry or event). */
  online: { received: number; converted: number; pending: number; rate: number | null };
  /** Group booking enquiry forms (product.md §4 "Group booking enquiry"). */
  group: { received: number; converted: number; rate: number | null };
}

/** Decision 081: a source's event leads received in the range, by where they stand now. */
export interface LeadSourceFigures {
  /** A lead source ('group-enquiry'), or 'all' for every source together. */
  key: string;
  label: string;
  received: number;
  byStatus: Record<LeadStatus, number>;
  /** Confirmed, deposit paid or completed. */
  won: number;
  /** Won of those decided (won or lost); the leads still open are left out. Null when none was decided. */
  conversion: number | null;
  /** Leads a member has answered, and the median minutes from receipt to that first answer (null when none). */
  answered: number;
  medianAnswerMinutes: number | null;
}

/** Decision 081: the events won (confirmed, deposit paid or completed) by the month they take place, and their value. */
export interface EventMonthFigures {
  /** '2026-12' */
  month: string;
  label: string;
  events: number;
  valuePence: number;
}

export interface CountRow {
  key: string;
  label: string;
  count: number;
}

export interface HeatmapRow {
  weekday: number;
  label: string;
  /** Covers by hour, `firstHour` … `lastHour`. */
  covers: number[];
}

export interface Report {
  range: ReportRange;
  days: PeriodFigures[];
  weeks: PeriodFigures[];
  rates: RateFigures;
  sources: CountRow[];
  leadTimes: CountRow[];
  partySizes: CountRow[];
  heatmap: { firstHour: number; lastHour: number; rows: HeatmapRow[] };
  enquiries: EnquiryFigures;
  vouchers: { byDay: CountRow[]; total: number };
  signUps: { byDay: CountRow[]; total: number };
  leads: LeadSourceFigures[];
  eventValue: { byMonth: EventMonthFigures[]; totalPence: number };
}

/** A chart's figures as a table: its caption, column headers, and rows whose first cell heads the row. */
export interface ReportTableData {
  chart: ReportChart;
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

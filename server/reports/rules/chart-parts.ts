// Which sums each chart is drawn from (product.md D12 "Reports", decision 065): a chart's CSV reads only its own,
// so downloading the sign-ups never sums the bookings. Pure.
import type { ReportChart } from '../../../contract/reports.ts';
import { LEAD_TIME_LABELS, PARTY_SIZE_CAP } from './buckets.ts';
import type { ReportSums } from './report-shape.ts';

export type SumPart = keyof ReportSums;

export const ALL_PARTS: readonly SumPart[] = [
  'days',
  'sources',
  'leadTimes',
  'partySizes',
  'heat',
  'vouchers',
  'signUps',
  'leads',
  'eventMonths',
];

export const CHART_PARTS: Record<ReportChart, readonly SumPart[]> = {
  daily: ['days'],
  weekly: ['days'],
  rates: ['days'],
  enquiries: ['days'],
  sources: ['sources'],
  'lead-time': ['leadTimes'],
  'party-size': ['partySizes'],
  busiest: ['heat'],
  vouchers: ['vouchers'],
  'sign-ups': ['signUps'],
  leads: ['leads'],
  'event-value': ['eventMonths'],
};

/**
 * Where a part is read from: report_days (which must be current before it is read), vouchers and sign-ups, or the
 * event leads (decision 081). Each group has its own stamp (report-stamps.ts).
 */
export type SumGroup = 'days' | 'people' | 'leads';
export const SUM_GROUPS: readonly SumGroup[] = ['days', 'people', 'leads'];
export const groupOf = (part: SumPart): SumGroup =>
  part === 'vouchers' || part === 'signUps' ? 'people' : part === 'leads' || part === 'eventMonths' ? 'leads' : 'days';

/** Nothing counted: what a part not asked for holds (the charts drawn from it are not shown). */
export const NO_SUMS: ReportSums = {
  days: [],
  sources: [],
  leadTimes: Array.from({ length: LEAD_TIME_LABELS.length }, () => 0),
  partySizes: Array.from({ length: PARTY_SIZE_CAP }, () => 0),
  heat: [],
  vouchers: [],
  signUps: [],
  leads: { counts: [], answers: [] },
  eventMonths: [],
};

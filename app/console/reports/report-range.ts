// The range a report page shows (product.md D12 "Reports"): the GET form's from and
// to, or by default the last four whole weeks to yesterday (London), from the
// injected clock. Pure: the page passes `now`.
import { addDays, londonDateOf } from '../../../contract/london-time.ts';
import { reportRangeSchema, type ReportRange } from '../../../contract/reports.ts';

export const DEFAULT_REPORT_DAYS = 28;

export function defaultReportRange(now: Date): ReportRange {
  const to = addDays(londonDateOf(now), -1);
  return { from: addDays(to, -(DEFAULT_REPORT_DAYS - 1)), to };
}

export interface RangeChoice {
  range: ReportRange;
  /** What the form shows: what was asked, even when it was refused. */
  asked: { from: string; to: string };
  errors: Record<string, string>;
}

/** The asked range when it is valid, else the default with the form's errors. */
export function chooseReportRange(params: URLSearchParams, now: Date): RangeChoice {
  const fallback = defaultReportRange(now);
  if (!params.has('from') && !params.has('to')) return { range: fallback, asked: fallback, errors: {} };
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const parsed = reportRangeSchema.safeParse(asked);
  if (parsed.success) return { range: parsed.data, asked, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'to')] ??= issue.message;
  return { range: fallback, asked, errors };
}

// Which of a report's long tables are open (decision 069): a table of more rows than a screen holds is
// folded behind a link until asked for, so a year's page renders its 1,000 daily rows only for a reader who
// wants them. The open tables live in the address (`tables=daily,sign-ups`), so the link works without
// JavaScript and can be shared; with it, opening a table is drawn from the report already on the page.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { REPORT_CHARTS, type ReportChart } from '../../../contract/reports.ts';

/** Rows a table shows unasked: four weeks of days and a year of weeks fit; a year of days does not. */
export const TABLE_ROWS_SHOWN = 62;

export const TABLES_PARAM = 'tables';

/** The charts whose tables the address opens, in the report's order; unknown names are ignored. */
export function openTables(search: URLSearchParams): Set<ReportChart> {
  const asked = new Set((search.get(TABLES_PARAM) ?? '').split(','));
  return new Set(REPORT_CHARTS.filter((chart) => asked.has(chart)));
}

/** The address with one table opened or closed, everything else kept. */
export function withTableToggled(search: URLSearchParams, chart: ReportChart): string {
  const open = openTables(search);
  if (open.has(chart)) open.delete(chart);
  else open.add(chart);
  const next = new URLSearchParams(search);
  if (open.size === 0) next.delete(TABLES_PARAM);
  else next.set(TABLES_PARAM, REPORT_CHARTS.filter((c) => open.has(c)).join(','));
  return `?${next.toString()}`;
}

/** Opening or closing a table asks the server for nothing: the page already holds the report. */
export function reportShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(TABLES_PARAM);
    params.sort();
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}

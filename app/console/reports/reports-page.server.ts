// /console/reports/ (the chain) and /console/reports/:storeId/ (one restaurant)
// for product.md D12 "Reports", and each chart's CSV. Checked on the server: the chain
// for 'reports.chain' (chain admins and marketing), a restaurant for
// 'reports.view' there; a restaurant the member may not report on is not found,
// as elsewhere in the console.
import { data, type AppLoadContext } from 'react-router';
import { compactReport, type CompactReport } from '../../../contract/report-compact.ts';
import { reportChartSchema, type ReportRange } from '../../../contract/reports.ts';
import { reportCsv } from '../../../server/reports/rules/report-csv.ts';
import type { ReportScope } from '../../../server/reports/report-repository.ts';
import { can } from '../../../server/staff/permissions.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { forbiddenPage, notFoundPage } from '../form-kit/console-refusal.server.ts';
import { requireSession } from '../console-session.server.ts';
import { chooseReportRange } from './report-range.ts';

export const CHAIN_REFUSED = 'The chain’s reports are for head office and marketing. Your restaurants’ reports are listed below.';

export interface ReportPage {
  title: string;
  /** Where the form and the CSV links point: '/console/reports/' or '/console/reports/<storeId>/'. */
  path: string;
  asked: { from: string; to: string };
  errors: Record<string, string>;
  /** The figures, sent once and compact: the view expands them and builds each chart and table (decision 065). */
  report: CompactReport;
  /** The restaurants whose own reports the member may open. */
  restaurants: { storeId: string; title: string }[];
  showChainLink: boolean;
}

async function reportableRestaurants(context: AppLoadContext, staff: StaffMember) {
  const all = await context.services.content.restaurantSummaries();
  return all.filter((r) => can(staff, 'reports.view', r.storeId)).map((r) => ({ storeId: r.storeId, title: r.title }));
}

/** Who may read this scope's report: its title, or a refusal thrown as the page's error. */
async function authorise(context: AppLoadContext, staff: StaffMember, storeId: string | null) {
  const restaurants = await reportableRestaurants(context, staff);
  if (storeId === null) {
    if (!can(staff, 'reports.chain')) throw forbiddenPage(CHAIN_REFUSED);
    return { title: 'The chain', restaurants };
  }
  const restaurant = restaurants.find((r) => r.storeId === storeId);
  if (!restaurant) throw notFoundPage();
  return { title: restaurant.title, restaurants };
}

const scopeOf = (storeId: string | null): ReportScope => (storeId === null ? 'chain' : { storeId });

export async function loadReportPage(context: AppLoadContext, request: Request, storeId: string | null) {
  const session = await requireSession(context, request);
  const { title, restaurants } = await authorise(context, session.staff, storeId);
  const choice = chooseReportRange(new URL(request.url).searchParams, context.services.clock());
  const report = await context.services.reports.report(scopeOf(storeId), choice.range);
  return data<ReportPage>(
    {
      title,
      path: storeId === null ? '/console/reports/' : `/console/reports/${storeId}/`,
      asked: choice.asked,
      errors: choice.errors,
      report: compactReport(report),
      restaurants,
      showChainLink: can(session.staff, 'reports.chain'),
    },
    { headers: CONSOLE_HEADERS },
  );
}

const fileName = (storeId: string | null, chart: string, range: ReportRange) =>
  `mesa-${storeId ?? 'chain'}-${chart}-${range.from}-to-${range.to}.csv`;

/** One chart's data as a CSV download; a refusal is a plain reply, as a download has no page to show it on. */
export async function reportCsvDownload(context: AppLoadContext, request: Request, storeId: string | null, chart: string) {
  const plain = (status: number, text: string) =>
    new Response(text, { status, headers: { ...CONSOLE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
  const session = await requireSession(context, request);
  const which = reportChartSchema.safeParse(chart);
  if (!which.success) return plain(404, 'This page could not be found');
  try {
    await authorise(context, session.staff, storeId);
  } catch (err) {
    const init = (err as { init?: ResponseInit; data?: unknown }).init;
    if (init?.status) return plain(init.status, String((err as { data?: unknown }).data));
    throw err;
  }
  const choice = chooseReportRange(new URL(request.url).searchParams, context.services.clock());
  if (Object.keys(choice.errors).length) return plain(400, Object.values(choice.errors).join(' '));
  const table = await context.services.reports.table(scopeOf(storeId), choice.range, which.data);
  return new Response(reportCsv(table), {
    headers: {
      ...CONSOLE_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName(storeId, which.data, choice.range)}"`,
    },
  });
}

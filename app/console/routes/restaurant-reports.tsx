// /console/reports/:storeId/: one restaurant's reports (decision 043), for those with 'reports.view' there.
import type { Route } from './+types/restaurant-reports';
import { loadReportPage } from '../reports/reports-page.server.ts';
import { ReportView } from '../reports/report-view.tsx';
import { reportShouldRevalidate } from '../reports/report-table-toggle.ts';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadReportPage(context, request, params.storeId);

export const shouldRevalidate = reportShouldRevalidate;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Reports${data ? ` · ${data.title}` : ''} · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function RestaurantReports({ loaderData }: Route.ComponentProps) {
  return <ReportView page={loaderData} />;
}

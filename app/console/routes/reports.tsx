// /console/reports/: the chain's reports (decision 043), for chain admins and marketing.
import type { Route } from './+types/reports';
import { loadReportPage } from '../reports/reports-page.server.ts';
import { ReportView } from '../reports/report-view.tsx';
import { reportShouldRevalidate } from '../reports/report-table-toggle.ts';

export const loader = ({ context, request }: Route.LoaderArgs) => loadReportPage(context, request, null);

export const shouldRevalidate = reportShouldRevalidate;

export const meta: Route.MetaFunction = () => [
  { title: 'Reports · the chain · Restaurant console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ChainReports({ loaderData }: Route.ComponentProps) {
  return <ReportView page={loaderData} />;
}

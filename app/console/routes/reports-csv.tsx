// /console/reports/csv/:chart/ and /console/reports/:storeId/csv/:chart/: one chart's figures as CSV (decision 043).
import type { Route } from './+types/reports-csv';
import { reportCsvDownload } from '../reports/reports-page.server.ts';

export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  reportCsvDownload(context, request, params.storeId ?? null, params.chart);

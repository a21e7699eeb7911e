// /console/segments/: marketing builds a segment from the GET form's filters and
// sees its count; /console/segments/export/ downloads it as CSV (decision 045
// "Marketing lists"). Only people with current e-mail consent are counted or
// exported (server/privacy/segments.ts). Anyone else gets the plain 404.
import { data, type AppLoadContext } from 'react-router';
import { segmentFiltersSchema, type SegmentFilters } from '../../../contract/segments.ts';
import { can } from '../../../server/staff/permissions.ts';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { notFoundPage, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { fieldErrorsOf, requireSession } from '../console-session.server.ts';

export const SEGMENT_FIELDS = [
  'favouriteRestaurant',
  'interest',
  'birthdayMonth',
  'occasionWithinDays',
  'visitedWithinDays',
  'notVisitedForDays',
  'minVisits',
] as const;

export interface SegmentsPage {
  restaurants: { storeId: string; title: string }[];
  interests: { id: string; name: string }[];
  /** What the form was given, as typed, to fill it again. */
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  /** Null when the filters are wrong. */
  count: number | null;
  /** The export link's query: the same filters. */
  query: string;
}

async function requireSegments(context: AppLoadContext, request: Request) {
  const session = await requireSession(context, request);
  if (!can(session.staff, 'segments.export')) throw notFoundPage();
  return session;
}

function filtersOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const values = Object.fromEntries(SEGMENT_FIELDS.map((f) => [f, (params.get(f) ?? '').slice(0, 100)]));
  const parsed = segmentFiltersSchema.safeParse(values);
  const query = new URLSearchParams(Object.entries(values).filter(([, v]) => v !== '')).toString();
  return { values, parsed, query };
}

export async function loadSegments(context: AppLoadContext, request: Request) {
  const { staff } = await requireSegments(context, request);
  const { values, parsed, query } = filtersOf(request);
  const [restaurants, choices] = await Promise.all([context.services.content.restaurantSummaries(), context.services.content.choices()]);
  const page: Omit<SegmentsPage, 'count' | 'fieldErrors'> = {
    restaurants: restaurants.map((r) => ({ storeId: r.storeId, title: r.title })),
    interests: (choices?.interests ?? []).map((i) => ({ id: i.id, name: i.name })),
    values,
    query,
  };
  if (!parsed.success)
    return data<SegmentsPage>(
      { ...page, fieldErrors: fieldErrorsOf(parsed.error.issues), count: null },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  const count = await context.services.privacy.segmentCount(staff, parsed.data).catch(throwAsPageError);
  return data<SegmentsPage>({ ...page, fieldErrors: {}, count }, { headers: CONSOLE_HEADERS });
}

export async function exportSegment(context: AppLoadContext, request: Request): Promise<Response> {
  const { staff } = await requireSegments(context, request);
  const { parsed } = filtersOf(request);
  if (!parsed.success) {
    const message = Object.values(fieldErrorsOf(parsed.error.issues)).join('\n');
    return new Response(`${message}\n`, { status: 400, headers: { ...CONSOLE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const csv = await context.services.privacy.segmentCsv(staff, parsed.data satisfies SegmentFilters).catch(throwAsPageError);
  const day = context.services.clock().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      ...CONSOLE_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="segment-${day}.csv"`,
    },
  });
}

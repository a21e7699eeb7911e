// The booking-setup pages as the server renders them (React Router's static
// handler, the real console service on a throw-away database): every field is
// labelled and every id unique, a refused form marks its fields invalid and
// links them from the summary, and a change that strands a booking shows the
// panel with its two choices — all in the markup, before any JavaScript.
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
  useSearchParams,
  type AppLoadContext,
  type LoaderFunctionArgs,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBookingSchema } from '../../../contract/console-forms.ts';
import { plainDate } from '../../../tests/support/booking-helpers.ts';
import { signedInStaff } from '../../../tests/support/console-staff.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { HistoryTable } from './history-table.tsx';
import { AddSpecialHoursForm, SpecialHoursList, WeeklyHoursForm } from './hours-forms.tsx';
import { JsonSectionsForm } from './json-form.tsx';
import { ExtrasForm } from './extras-form.tsx';
import { MenusForm } from './menus-form.tsx';
import { OccasionsForm } from './occasions-form.tsx';
import { SetupOverview } from './overview-view.tsx';
import { PeriodForm, PeriodsList } from './periods-view.tsx';
import { RulesForm } from './rules-form.tsx';
import { SETUP_EDITS } from './setup-edits.server.ts';
import { SetupFrame } from './setup-frame.tsx';
import { loadSetupHistory, type SetupHistoryPage } from './setup-history.server.ts';
import type { SetupFormResult, SetupPage } from './setup-result.ts';
import { loadSetupPage, setupAction, type SectionEdit } from './setup-save.server.ts';
import type { SetupSection } from './setup-urls.ts';
import { GroupsSection } from './table-groups-view.tsx';
import { AreasSection, TablesSection } from './tables-view.tsx';

const BATH = '1002';
let t: TestApp;
let context: AppLoadContext;
let cookie: string;
let csrf: string;

type Args = LoaderFunctionArgs<AppLoadContext>;

function Page({
  section,
  children,
}: {
  section: SetupSection;
  children: (page: SetupPage, result: SetupFormResult | undefined) => React.ReactNode;
}) {
  const page = useLoaderData<SetupPage>();
  const result = useActionData<SetupFormResult>();
  return (
    <SetupFrame section={section} restaurant={page.restaurant} csrfToken={page.csrfToken} result={result}>
      {children(page, result)}
    </SetupFrame>
  );
}

const sectionRoute = (
  section: Exclude<SetupSection, 'history'>,
  path: string,
  edits: Record<string, SectionEdit>,
  body: (page: SetupPage, result: SetupFormResult | undefined, search: URLSearchParams) => React.ReactNode,
) => ({
  id: section,
  path: `/console/setup/:storeId/${path}`,
  loader: ({ context, request, params }: Args) => loadSetupPage(context, request, params.storeId!),
  action: ({ context, request, params }: Args) => setupAction(context, request, params.storeId!, edits),
  Component: function SectionPage() {
    const [search] = useSearchParams();
    return <Page section={section}>{(page, result) => body(page, result, search)}</Page>;
  },
});

// The route modules' wiring (app/console/routes/setup*.tsx), rebuilt here: features do not import routes.
const handler = createStaticHandler([
  sectionRoute('overview', '', SETUP_EDITS.overview, (page, result) => <SetupOverview page={page} result={result} />),
  sectionRoute('rules', 'rules/', SETUP_EDITS.rules, (p, result) => (
    <RulesForm csrfToken={p.csrfToken} version={p.version} config={p.doc.config} result={result} />
  )),
  sectionRoute('hours', 'hours/', SETUP_EDITS.hours, (p, result) => (
    <>
      <WeeklyHoursForm csrfToken={p.csrfToken} version={p.version} doc={p.doc} result={result} />
      <SpecialHoursList csrfToken={p.csrfToken} version={p.version} doc={p.doc} />
      <AddSpecialHoursForm csrfToken={p.csrfToken} version={p.version} result={result} />
    </>
  )),
  sectionRoute('periods', 'periods/', SETUP_EDITS.periods, (p, result, search) => (
    <>
      <PeriodsList csrfToken={p.csrfToken} version={p.version} doc={p.doc} />
      <PeriodForm csrfToken={p.csrfToken} version={p.version} doc={p.doc} result={result} editId={search.get('edit')} />
    </>
  )),
  sectionRoute('tables', 'tables/', SETUP_EDITS.tables, (p, result, search) => (
    <>
      <AreasSection csrfToken={p.csrfToken} version={p.version} doc={p.doc} result={result} />
      <TablesSection csrfToken={p.csrfToken} version={p.version} doc={p.doc} result={result} editId={search.get('table')} />
      <GroupsSection csrfToken={p.csrfToken} version={p.version} doc={p.doc} result={result} editId={search.get('group')} />
    </>
  )),
  sectionRoute('occasions', 'occasions/', SETUP_EDITS.occasions, (p, result) => (
    <>
      <OccasionsForm csrfToken={p.csrfToken} version={p.version} doc={p.doc} result={result} />
      <MenusForm csrfToken={p.csrfToken} version={p.version} doc={p.doc} result={result} />
      <ExtrasForm csrfToken={p.csrfToken} version={p.version} doc={p.doc} result={result} />
      <JsonSectionsForm csrfToken={p.csrfToken} version={p.version} doc={p.doc} result={result} />
    </>
  )),
  {
    id: 'history',
    path: '/console/setup/:storeId/history/',
    loader: ({ context, request, params }: Args) => loadSetupHistory(context, request, params.storeId!),
    Component: function HistoryPage() {
      const page = useLoaderData<SetupHistoryPage>();
      return (
        <SetupFrame section="history" restaurant={page.restaurant} csrfToken={page.csrfToken}>
          <HistoryTable storeId={page.restaurant.storeId} versions={page.versions} />
        </SetupFrame>
      );
    },
  },
]);

async function render(path: string, fields?: Record<string, string>) {
  const init: RequestInit = fields
    ? {
        method: 'POST',
        body: new URLSearchParams({ csrf, ...fields }),
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      }
    : { headers: { cookie } };
  const result = await handler.query(new Request(`http://127.0.0.1:3000/console/setup/${BATH}/${path}`, init), { requestContext: context });
  if (result instanceof Response) return { status: result.status, html: '' };
  const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, result)} context={result} />).replaceAll(
    '<!-- -->',
    '',
  );
  return { status: result.statusCode, html };
}

/** Ids of visible form controls that no <label for> names. */
function unlabelled(html: string): string[] {
  const ids = [...html.matchAll(/<(?:input|select|textarea)\b(?![^>]*type="hidden")[^>]*\bid="([^"]+)"/g)].map((m) => m[1]!);
  return ids.filter((id) => !html.includes(`for="${id}"`));
}
/** The text of every label of a control that is not a checkbox (weekdays and such repeat, inside their fieldset's legend). */
function labelTexts(html: string): string[] {
  const checkboxes = new Set([...html.matchAll(/<input\b(?=[^>]*type="checkbox")[^>]*\bid="([^"]+)"/g)].map((m) => m[1]!));
  return [...html.matchAll(/<label for="([^"]+)"[^>]*>(.*?)<\/label>/g)]
    .filter((m) => !checkboxes.has(m[1]!))
    .map((m) =>
      m[2]!
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
}
const duplicateIds = (html: string) => {
  const ids = [...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]!);
  return ids.filter((id, i) => ids.indexOf(id) !== i);
};
const version = async () =>
  (await t.services.console.setup((await t.services.staff.currentStaff(cookie.split('=')[1]!))!.staff, BATH)).version;

beforeAll(async () => {
  t = await createTestApp();
  context = { services: t.services, cspNonce: 'n', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
  ({ cookie, csrf } = await signedInStaff(t.services, { email: 'manager@example.com', role: 'manager', restaurants: ['bath'] }));
});
afterAll(() => t.close());

describe('booking setup markup', () => {
  it.each([
    '',
    'rules/',
    'hours/',
    'periods/',
    'periods/?edit=lunch',
    'tables/',
    'tables/?table=r1',
    'tables/?group=g-r8-r9',
    'occasions/',
    'history/',
  ])('renders %s with every field labelled, unique ids and the current section marked', async (path) => {
    const { status, html } = await render(path);
    expect(status).toBe(200);
    expect(unlabelled(html)).toEqual([]);
    expect(duplicateIds(html)).toEqual([]);
    expect(html).toMatch(/<nav aria-label="Booking setup sections"/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('names every field of the occasions, menus and extras forms apart, by the item it belongs to', async () => {
    const { html } = await render('occasions/');
    const labels = labelTexts(html);
    const repeated = labels.filter((l, i) => labels.indexOf(l) !== i);
    expect(repeated).toEqual([]);
    expect(labels).toContain('Maximum covers for Dinner');
    expect(labels).toContain('Only the menus ticked for Dinner');
    expect(html).toMatch(/<summary[^>]*>Edit as JSON<\/summary>/);
  });

  it('shows a refused occasion’s problem next to its field, linked from the summary', async () => {
    const { status, html } = await render('occasions/', {
      intent: 'occasions',
      baseVersion: String(await version()),
      'occasions.0.id': 'dinner',
      'occasions.0.name': 'Dinner',
      'occasions.0.minimumCovers': '1',
      'occasions.0.maximumCovers': 'lots',
      'occasions.0.days': '1',
      'occasions.0.menuLinkGroup.type': 'inclusive',
      'occasions.0.areaLinkGroup.type': 'exclusive',
    });
    expect(status).toBe(400);
    expect(html).toContain('href="#setup-occasions-0-maximumCovers"');
    const field = /<input id="setup-occasions-0-maximumCovers"[^>]*>/.exec(html)?.[0] ?? '';
    expect(field).toContain('value="lots"');
    expect(field).toContain('aria-invalid="true"');
    expect(field).toContain('aria-describedby="setup-occasions-0-maximumCovers-error"');
    expect(html).toMatch(/<p id="setup-occasions-0-maximumCovers-error"[^>]*>The maximum covers must be a whole number<\/p>/);
    // The JSON boxes stay folded.
    expect(html).not.toMatch(/<details[^>]*open/);
  });

  it('changes a table group in place: its tables ticked by the diary’s names, its seats filled in', async () => {
    const { html } = await render('tables/?group=g-r8-r9');
    expect(html).toContain('Change table group g-r8-r9');
    expect(html).toMatch(/<input type="hidden" name="originalGroupId" value="g-r8-r9"\/>/);
    const box = (id: string) => new RegExp(`<input id="[^"]+" type="checkbox" name="groupTables" checked="" value="${id}"`);
    expect(html).toMatch(box('r8'));
    expect(html).toMatch(box('r9'));
    expect(html).not.toMatch(box('r10'));
    expect(html).toMatch(/id="setup-groupMaxSeats"[^>]*value="8"/);
    expect(html).toMatch(/Change <span class="visually-hidden">table group g-r8-r9<\/span>/);
  });

  it('asks about a period outside the hours with a Save anyway button that sends the same form again (no JavaScript)', async () => {
    const fields = {
      intent: 'savePeriod',
      baseVersion: String(await version()),
      id: 'breakfast',
      name: 'Breakfast',
      days: '1',
      firstStart: '08:00',
      lastStart: '10:00',
    };
    const { html } = await render('periods/', fields);
    expect(html).toContain('Breakfast 08:00–10:00 starts before opening (12:00) on Monday');
    const formId = /<form[^>]*id="([^"]+)"[^>]*aria-labelledby="setup-period-title"/.exec(html)?.[1];
    expect(formId).toBeTruthy();
    expect(html).toMatch(new RegExp(`<button type="submit" form="${formId}"[^>]*>Save anyway</button>`));
    expect(html).toMatch(/<button type="submit" form="[^"]+" name="confirm" value="1"|value="1"[^>]*name="confirm"/);
    // The form shows what was sent, so "Save anyway" sends it again.
    expect(html).toMatch(/name="firstStart" value="08:00"|value="08:00"[^>]*name="firstStart"|id="setup-firstStart"[^>]*value="08:00"/);
  });

  it('names each Remove button after what it removes', async () => {
    const { html } = await render('tables/');
    // A table by the diary's name for it (contract/console.ts tableLabel), never its stored id.
    expect(html).toMatch(/Remove <span class="visually-hidden">table R1<\/span>/);
    expect(html).toMatch(/<th scope="row">R1<\/th>/);
    expect(html).not.toMatch(/>r1</);
    expect(html).toMatch(/Remove <span class="visually-hidden">area bar<\/span>/);
    expect((await render('')).html).toContain('Download this setup (JSON)');
  });

  it('marks a refused field invalid, ties its error to it, and links it from the summary', async () => {
    const { status, html } = await render('tables/', {
      intent: 'saveTable',
      baseVersion: String(await version()),
      tableId: 't77',
      tableArea: 'bar',
      minSeats: '6',
      maxSeats: '2',
    });
    expect(status).toBe(400);
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain('href="#setup-maxSeats"');
    expect(html).toMatch(/id="setup-maxSeats"[^>]*aria-invalid="true"[^>]*aria-describedby="setup-maxSeats-error"/);
    expect(html).toMatch(/id="setup-tableId"[^>]*value="t77"/);
  });

  it('shows the stranded bookings with the two ways on, the proposal carried in the form', async () => {
    const staff = (await t.services.staff.currentStaff(cookie.split('=')[1]!))!.staff;
    const date = plainDate((await t.services.content.restaurantByStoreId(BATH))!, 12);
    const input = staffBookingSchema.parse({
      source: 'phone',
      date,
      time: '19:00',
      adults: 2,
      occasionId: 'dinner',
      firstName: 'Ada',
      lastName: 'Byron',
      phone: '01632 960001',
    });
    const booking = await t.services.console.createBooking(staff, BATH, input);
    const { status, html } = await render('hours/', {
      intent: 'addClosure',
      baseVersion: String(await version()),
      startDate: date,
      closed: 'on',
      label: 'Closed for a wedding',
    });
    expect(status).toBe(200);
    expect(html).toContain('This change affects 1 booking');
    expect(html).toContain(booking.reference);
    const buttons = [...html.matchAll(/<button\b([^>]*)>([^<]*)<\/button>/g)].filter((m) => m[1]!.includes('name="stranded"'));
    expect(buttons.map((m) => [m[1]!.match(/value="(\w+)"/)![1], m[2]])).toEqual([
      ['keep', 'Save and keep these bookings'],
      ['cancel', 'Save, cancel these bookings and send this message'],
    ]);
    expect(html).toMatch(/<input type="hidden" name="proposed" value="\{/);
    expect(unlabelled(html)).toEqual([]);
  });
});

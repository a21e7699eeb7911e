// The setup downloads (decision 025): one restaurant's document, one saved version
// of it, and every setup the member may edit ({ "setups": [...] }), as JSON
// attachments a manager can keep, compare or import again. Refusals are plain
// text replies with their status, as a download has no page to show them on.
import { data, type AppLoadContext } from 'react-router';
import { CONSOLE_HEADERS } from '../console-http.ts';
import { requireSession } from '../console-session.server.ts';
import { can } from '../../../server/staff/permissions.ts';
import { forbiddenPage, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import { requireSetupEditor, SETUP_REFUSED } from './setup-save.server.ts';

/** A thrown page error (data with a status) as a plain reply; anything else rethrown. */
function asReply(err: unknown): Response {
  if (err instanceof Response) return err;
  const init = (err as { init?: ResponseInit; data?: unknown } | null)?.init;
  if (err && typeof err === 'object' && init?.status) {
    const body = (err as { data?: unknown }).data;
    return new Response(typeof body === 'string' ? body : 'Refused', {
      status: init.status,
      headers: { ...CONSOLE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  throw err;
}

const safeName = (s: string) => s.replace(/[^a-z0-9-]/gi, '-');

function attachment(body: unknown, filename: string) {
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: {
      ...CONSOLE_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${safeName(filename)}.json"`,
    },
  });
}

async function guarded(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (err) {
    return asReply(err);
  }
}

export const exportSetup = (context: AppLoadContext, request: Request, storeId: string) =>
  guarded(async () => {
    const { staff } = await requireSession(context, request);
    await requireSetupEditor(context, staff, storeId);
    const view = await context.services.console.setup(staff, storeId).catch(throwAsPageError);
    return attachment(view.doc, `setup-${view.restaurant.slug}`);
  });

export const exportSetupVersion = (context: AppLoadContext, request: Request, storeId: string, version: string) =>
  guarded(async () => {
    const { staff } = await requireSession(context, request);
    await requireSetupEditor(context, staff, storeId);
    if (!/^\d{1,9}$/.test(version)) throw data('This page could not be found', { status: 404 });
    const [view, doc] = await Promise.all([
      context.services.console.setup(staff, storeId),
      context.services.console.setupVersion(staff, storeId, Number(version)),
    ]).catch(throwAsPageError);
    return attachment(doc, `setup-${view.restaurant.slug}-version-${version}`);
  });

export const exportAllSetups = (context: AppLoadContext, request: Request) =>
  guarded(async () => {
    const { staff } = await requireSession(context, request);
    const restaurants = await context.services.staff.restaurantsFor(staff);
    if (!restaurants.some((r) => can(staff, 'setup.edit', r.storeId))) throw forbiddenPage(SETUP_REFUSED);
    const setups = await context.services.console.exportSetups(staff, null).catch(throwAsPageError);
    return attachment({ setups }, 'setups');
  });

// The content studio's pages (product.md D9): who may open them (content editors and
// chain admins everything; a manager their own restaurants' details; anyone
// else 404), what each shows, and the one action that saves a draft, publishes,
// schedules, discards or rolls back. Every write goes through the studio
// service, which checks the member again and keeps the audit log.
import { data, redirect, type AppLoadContext } from 'react-router';
import type { Menu, Offer, Page, PriceBand, RestaurantDoc, Settings } from '../../../contract/content.ts';
import {
  CONTENT_KINDS,
  CONTENT_KIND_LABELS,
  STUDIO_MESSAGES,
  basedOnSchema,
  contentKindSchema,
  formRevision,
  importReplaceSchema,
  type ContentKind,
} from '../../../contract/content-studio.ts';
import { instantOf, isValidIsoDate, parseHhmm } from '../../../contract/london-time.ts';
import { poundsText } from '../../../contract/money.ts';
import { can } from '../../../server/staff/permissions.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { checkDocument } from '../../../server/studio/studio-service.ts';
import { previewHref } from '../../../server/studio/preview-request.ts';
import { CONSOLE_HEADERS, CSRF_FIELD } from '../console-http.ts';
import { CSRF_REFUSED, csrfMatches, requireSession } from '../console-session.server.ts';
import { menuOutline } from './menu-outline-rows.ts';
import { addItem, itemFromForm, locateItem, moveItem, newItemId, removeItem, replaceItem } from './menu-edits.ts';
import { imageChoices } from './image-upload.server.ts';
import { offerFormValues } from './offer-edits.ts';
import { knownImagePaths, pageFormValues } from './page-edits.ts';
import { pagePath } from '../../../contract/page-address.ts';
import { settingsFormValues } from './settings-edits.ts';
import { contactFormValues } from './contact-form-edits.ts';
import { CONTACT_FORM_ID, type FormDoc } from '../../../contract/forms.ts';
import { FORM_INTENTS, restaurantFormOf, saveStudioForm, sentOf } from './studio-form-save.server.ts';
import { importOutcome } from './import-outcome.ts';
import { itemSentOf } from './item-sent.ts';
import { formReply, notFoundPage, refusalReply, throwAsPageError } from '../form-kit/console-refusal.server.ts';
import type { StudioResult } from './studio-result.ts';
import { documentTitle, publicPath, type PathFacts } from './public-path.ts';
import { documentDetail } from './document-detail.ts';
import { previewWidthOf } from './preview-width.ts';
import { studioHref } from './studio-urls.ts';
import { formText } from '../form-kit/form-text.ts';

/** The kinds a member may open: all for the chain's editors, restaurants for a manager; none for a host. */
export function studioKindsFor(staff: StaffMember): ContentKind[] {
  if (can(staff, 'content.edit')) return [...CONTENT_KINDS];
  return staff.restaurants.some((s) => can(staff, 'content.restaurant', s)) ? ['restaurant'] : [];
}

async function requireStudio(context: AppLoadContext, request: Request) {
  const session = await requireSession(context, request);
  if (!studioKindsFor(session.staff).length) throw notFoundPage();
  return session;
}

const parseKind = (raw: string | undefined): ContentKind => {
  const kind = contentKindSchema.safeParse(raw);
  if (!kind.success) throw notFoundPage();
  return kind.data;
};

async function pathFacts(context: AppLoadContext): Promise<PathFacts> {
  const { content } = context.services;
  const [settings, restaurants] = await Promise.all([content.settings(), content.restaurants()]);
  const menuRestaurants = new Map<string, string>();
  for (const r of restaurants) for (const m of r.menuIds) if (!menuRestaurants.has(m)) menuRestaurants.set(m, r.slug);
  return {
    chainMenus: settings?.chain_menus ?? [],
    restaurantSlugs: new Map(restaurants.map((r) => [r.storeId, r.slug])),
    menuRestaurants,
  };
}

export async function loadStudioHome(context: AppLoadContext, request: Request) {
  const session = await requireStudio(context, request);
  const { studio } = context.services;
  const now = context.services.clock();
  const kinds = await Promise.all(
    studioKindsFor(session.staff).map(async (kind) => ({
      kind,
      label: CONTENT_KIND_LABELS[kind].many,
      docs: (await studio.list(session.staff, kind)).map((d) => ({
        docId: d.docId,
        title: documentTitle(kind, d.doc as Record<string, unknown>),
        detail: documentDetail(kind, d.doc, now),
        hasDraft: d.hasDraft,
      })),
    })),
  );
  return data({ kinds, csrfToken: session.csrfToken, canTransfer: can(session.staff, 'content.edit') }, { headers: CONSOLE_HEADERS });
}

/** The largest content file the studio takes (the demo chain's is about 1 MB). */
export const MAX_CONTENT_FILE_BYTES = 20 * 1024 * 1024;

/** GET /console/content/export/: every live document as one file to download. */
export async function exportStudioContent(context: AppLoadContext, request: Request) {
  const session = await requireStudio(context, request);
  const file = await context.services.studio.exportAll(session.staff).catch(throwAsPageError);
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    headers: {
      ...CONSOLE_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="mesa-content-${file.exportedAt?.slice(0, 10) ?? 'export'}.json"`,
    },
  });
}

/** The studio home's import: a file exported before, checked whole, then the changed documents published. */
export async function importStudioContent(context: AppLoadContext, request: Request) {
  const session = await requireStudio(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return formReply<StudioResult>({ error: CSRF_REFUSED, fieldErrors: {} }, 403);
  const upload = form.get('file');
  const refuse = (message: string, status = 400) => formReply<StudioResult>({ error: message, fieldErrors: { file: message } }, status);
  if (!(upload instanceof File) || upload.size === 0) return refuse('Please choose a content file exported from Mesa');
  if (upload.size > MAX_CONTENT_FILE_BYTES) return refuse('This file is larger than 20 MB: it is not a Mesa content file', 413);
  let raw: unknown;
  try {
    raw = JSON.parse(await upload.text());
  } catch {
    return refuse('This file is not JSON: please choose a content file exported from Mesa', 415);
  }
  const replace = importReplaceSchema.safeParse(form.getAll('replace'));
  if (!replace.success) return refuse(replace.error.issues[0]!.message);
  try {
    return formReply<StudioResult>(importOutcome(await context.services.studio.importAll(session.staff, raw, new Set(replace.data))));
  } catch (err) {
    return refusalReply<StudioResult>(err);
  }
}

export async function loadStudioDocument(context: AppLoadContext, request: Request, rawKind: string | undefined, docId: string) {
  const session = await requireStudio(context, request);
  const kind = parseKind(rawKind);
  const opened = await context.services.studio.open(session.staff, kind, docId).catch(throwAsPageError);
  const working = (opened.draft?.doc ?? opened.live) as Record<string, unknown>;
  return data(
    {
      csrfToken: session.csrfToken,
      kind,
      kindLabel: CONTENT_KIND_LABELS[kind].one,
      docId,
      title: documentTitle(kind, working),
      publicPath: publicPath(kind, opened.live as Record<string, unknown>, await pathFacts(context)),
      revision: formRevision(opened.basedOn),
      draft: opened.draft && { actor: opened.draft.actor, updatedAt: opened.draft.updatedAt.toISOString(), stale: opened.draftIsStale },
      latestVersion: opened.latestVersion,
      versions: opened.versions.map((v) => ({
        version: v.version,
        at: v.at.toISOString(),
        actor: v.actor,
        origin: v.origin,
        summary: v.summary,
      })),
      schedules: opened.schedules.map((s) => ({
        id: s.id,
        runAt: s.runAt.toISOString(),
        actor: s.actor,
        status: s.status,
        problem: s.problem,
        note: s.note,
      })),
      menu: kind === 'menu' ? menuOutline(working as unknown as Menu, await priceBandsOf(context)) : null,
      /** The offer's or the settings' form, as text: what its inputs start with. */
      offer: kind === 'offer' ? offerFormValues(working as unknown as Offer) : null,
      /** The pictures the offer's and the page's image fields offer (image-upload.server.ts). */
      images: kind === 'offer' || kind === 'page' ? await imageChoices(context, session.staff) : null,
      restaurant: kind === 'restaurant' ? await restaurantFormOf(context, session.staff, working as RestaurantDoc) : null,
      settings: kind === 'settings' ? settingsFormValues(working as unknown as Settings) : null,
      /** The contact form's reasons (decision 064), as text. */
      contactForm: kind === 'form' && docId === CONTACT_FORM_ID ? contactFormValues(working as unknown as FormDoc) : null,
      page:
        kind === 'page'
          ? { values: pageFormValues(working as Page), images: knownImagePaths(await context.services.content.pages()) }
          : null,
      json: JSON.stringify(working, null, 2),
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function loadStudioPreview(context: AppLoadContext, request: Request, rawKind: string | undefined, docId: string) {
  const session = await requireStudio(context, request);
  const kind = parseKind(rawKind);
  const opened = await context.services.studio.open(session.staff, kind, docId).catch(throwAsPageError);
  const path = publicPath(kind, opened.live as Record<string, unknown>, await pathFacts(context));
  return data(
    {
      title: documentTitle(kind, (opened.draft?.doc ?? opened.live) as Record<string, unknown>),
      backHref: studioHref(kind, docId),
      previewUrl: previewHref(path, { kind, docId }),
      hasDraft: !!opened.draft,
      width: previewWidthOf(request.url),
    },
    { headers: CONSOLE_HEADERS },
  );
}

/** The live site settings' price bands (decision 053): what a dish's form prices, and the restaurant's form offers. */
const priceBandsOf = async (context: AppLoadContext): Promise<PriceBand[]> =>
  (await context.services.content.settings())?.price_bands ?? [];

export async function loadMenuItem(context: AppLoadContext, request: Request, menuId: string, itemId: string) {
  const session = await requireStudio(context, request);
  const opened = await context.services.studio.open(session.staff, 'menu', menuId).catch(throwAsPageError);
  const menu = (opened.draft?.doc ?? opened.live) as Menu;
  const at = locateItem(menu, itemId);
  if (!at) throw notFoundPage();
  return data(
    {
      csrfToken: session.csrfToken,
      menu: { id: menu.id, name: menu.name },
      where: `${at.section.name} › ${at.subsection.name}`,
      revision: formRevision(opened.basedOn),
      item: {
        ...at.item,
        options: at.item.options.map((o) => ({
          name: o.name,
          price: poundsText(o.price),
          bandPrices: Object.fromEntries(Object.entries(o.bandPrices ?? {}).map(([band, pence]) => [band, poundsText(pence)])),
        })),
      },
      bands: await priceBandsOf(context),
    },
    { headers: CONSOLE_HEADERS },
  );
}

/** "2027-03-01" and "09:30" in London → the instant; null when either is not a real time. */
function londonInstant(date: string, time: string): Date | null {
  const minutes = parseHhmm(time);
  return isValidIsoDate(date) && minutes !== null ? instantOf(date, minutes) : null;
}

const intOf = (form: FormData, name: string) => {
  const n = Number(form.get(name));
  return Number.isInteger(n) && n >= 0 ? n : -1;
};

export async function studioDocumentAction(context: AppLoadContext, request: Request, rawKind: string | undefined, docId: string) {
  const session = await requireStudio(context, request);
  const kind = parseKind(rawKind);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return formReply<StudioResult>({ error: CSRF_REFUSED, fieldErrors: {} }, 403);
  const { studio } = context.services;
  const staff = session.staff;
  const basedOn = basedOnSchema.parse(formText(form, 'revision'));
  const intent = formText(form, 'intent');
  const working = async () => {
    const opened = await studio.open(staff, kind, docId);
    return opened.draft?.doc ?? opened.live;
  };
  try {
    switch (intent) {
      case 'save-json': {
        const text = formText(form, 'json');
        let raw: unknown;
        try {
          raw = JSON.parse(text);
        } catch (e) {
          return formReply<StudioResult>(
            { error: 'This is not valid JSON', fieldErrors: { json: (e as Error).message }, sent: { json: text } },
            400,
          );
        }
        const check = checkDocument(kind, docId, raw);
        if (!check.ok)
          return formReply<StudioResult>(
            { error: 'Please correct the document', fieldErrors: {}, problems: check.problems, sent: { json: text } },
            400,
          );
        await studio.saveDraft(staff, kind, docId, check.doc, basedOn);
        return formReply<StudioResult>({ ok: STUDIO_MESSAGES.draftSaved, fieldErrors: {} });
      }
      case 'save-offer':
      case 'save-settings':
      case 'save-page':
      case 'save-restaurant':
      case 'save-form':
        return await saveStudioForm(context, staff, kind, docId, intent, form, basedOn);
      case 'menu-add': {
        if (kind !== 'menu') throw notFoundPage();
        const name = formText(form, 'name').trim();
        if (!name)
          return formReply<StudioResult>(
            {
              error: 'Please give the dish a name',
              fieldErrors: { [`add-${formText(form, 'subsectionId')}`]: 'Please give the dish a name' },
            },
            400,
          );
        const menu = (await working()) as Menu;
        const id = newItemId(menu, name);
        const next = addItem(menu, formText(form, 'subsectionId'), {
          id,
          name,
          description: '',
          dietaryTags: [],
          allergens: [],
          availability: {},
          options: [{ name: '', price: 0 }],
        });
        if (!next) throw notFoundPage();
        await studio.saveDraft(staff, kind, docId, next, basedOn);
        throw redirect(studioHref('menu', docId, `items/${id}/`));
      }
      case 'menu-move':
      case 'menu-remove': {
        if (kind !== 'menu') throw notFoundPage();
        const menu = (await working()) as Menu;
        const itemId = formText(form, 'itemId');
        let next: Menu | null;
        if (intent === 'menu-move') next = moveItem(menu, itemId, form.get('direction') === 'up' ? 'up' : 'down');
        else {
          const removed = removeItem(menu, itemId);
          if (!removed.ok) return formReply<StudioResult>({ error: removed.fieldErrors.form!, fieldErrors: {} }, 400);
          next = removed.value;
        }
        if (!next) throw notFoundPage();
        await studio.saveDraft(staff, kind, docId, next, basedOn);
        return formReply<StudioResult>({ ok: STUDIO_MESSAGES.draftSaved, fieldErrors: {} });
      }
      case 'change-address': {
        if (kind !== 'page') throw notFoundPage();
        const moved = await studio.changePageAddress(staff, docId, formText(form, 'to'));
        const said = new URLSearchParams({
          moved: pagePath(docId),
          ...(moved.replacedRedirect ? { replaced: moved.replacedRedirect } : {}),
        });
        throw redirect(`${studioHref('page', moved.docId)}?${said}`);
      }
      case 'publish':
        await studio.publish(staff, kind, docId, basedOn);
        return formReply<StudioResult>({ ok: STUDIO_MESSAGES.published, fieldErrors: {} });
      case 'schedule': {
        const at = londonInstant(formText(form, 'date'), formText(form, 'time'));
        if (!at)
          return formReply<StudioResult>(
            { error: 'Please choose a date and a time', fieldErrors: { date: 'Please choose a date and a time' } },
            400,
          );
        await studio.schedule(staff, kind, docId, basedOn, at);
        return formReply<StudioResult>({ ok: STUDIO_MESSAGES.scheduled, fieldErrors: {} });
      }
      case 'cancel-schedule':
        await studio.cancelSchedule(staff, kind, docId, formText(form, 'scheduleId'));
        return formReply<StudioResult>({ ok: STUDIO_MESSAGES.scheduleCancelled, fieldErrors: {} });
      case 'discard':
        await studio.discardDraft(staff, kind, docId);
        return formReply<StudioResult>({ ok: STUDIO_MESSAGES.discarded, fieldErrors: {} });
      case 'rollback':
        await studio.rollback(staff, kind, docId, intOf(form, 'version'));
        return formReply<StudioResult>({ ok: STUDIO_MESSAGES.rolledBack, fieldErrors: {} });
      default:
        return formReply<StudioResult>(
          { error: 'This form is not known here. Please reload the page and try again.', fieldErrors: {} },
          400,
        );
    }
  } catch (err) {
    // Not a refusal (a redirect, a 404 page, a fault): thrown on as it is.
    const sent =
      intent === 'save-json'
        ? { json: formText(form, 'json') }
        : FORM_INTENTS[intent] || intent === 'change-address'
          ? sentOf(form)
          : undefined;
    return refusalReply<StudioResult>(err, sent ? { sent } : {});
  }
}

export async function menuItemAction(context: AppLoadContext, request: Request, menuId: string, itemId: string) {
  const session = await requireStudio(context, request);
  const form = await request.formData();
  if (!csrfMatches(form, request, session)) return formReply<StudioResult>({ error: CSRF_REFUSED, fieldErrors: {} }, 403);
  const { studio } = context.services;
  const sent = itemSentOf(form, CSRF_FIELD);
  try {
    const opened = await studio.open(session.staff, 'menu', menuId);
    const menu = (opened.draft?.doc ?? opened.live) as Menu;
    const at = locateItem(menu, itemId);
    if (!at) throw notFoundPage();
    const item = itemFromForm(form, at.item, await priceBandsOf(context));
    if (!item.ok) return formReply<StudioResult>({ error: 'Please correct the fields marked', fieldErrors: item.fieldErrors, sent }, 400);
    await studio.saveDraft(session.staff, 'menu', menuId, replaceItem(menu, item.value), basedOnSchema.parse(formText(form, 'revision')));
    return formReply<StudioResult>({ ok: `${STUDIO_MESSAGES.draftSaved}`, fieldErrors: {} });
  } catch (err) {
    return refusalReply<StudioResult>(err, { sent });
  }
}

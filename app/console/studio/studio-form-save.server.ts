// The studio forms that save a whole document from its fields (product.md D9
// "forms, not JSON"): an offer, the site settings, a page, a restaurant and the
// contact form's reasons (decision 064).
// Each is read by its pure *-edits.ts, saved as the draft through the studio
// service (which checks the member again and keeps the audit log), or sent
// back with each problem by its field and everything typed. A tile's button
// pressed without JavaScript saves nothing: the change is made to what was
// posted and the form is drawn again, unsaved, like the list does in place
// (tile-moves.ts).
import type { AppLoadContext } from 'react-router';
import type { Offer, Page, RestaurantDoc, Settings } from '../../../contract/content.ts';
import type { FormDoc } from '../../../contract/forms.ts';
import { STUDIO_MESSAGES, type BasedOn, type ContentKind } from '../../../contract/content-studio.ts';
import { can } from '../../../server/staff/permissions.ts';
import type { StaffMember } from '../../../server/staff/staff-repository.ts';
import { CSRF_FIELD } from '../console-http.ts';

import { imageChoices } from './image-upload.server.ts';
import { offerFromForm } from './offer-edits.ts';
import { pageFromForm } from './page-edits.ts';
import { restaurantFormValues, restaurantFromForm } from './restaurant-edits.ts';
import { settingsFromForm } from './settings-edits.ts';
import { contactFormFromForm } from './contact-form-edits.ts';
import { formReply, notFoundPage, refusalReply } from '../form-kit/console-refusal.server.ts';
import type { StudioResult } from './studio-result.ts';
import { TILE_OP_FIELD, applyTileOp, parseTileOp } from './tile-moves.ts';
import { formText } from '../form-kit/form-text.ts';

/** The forms that save a whole document of one kind from its fields. */
export const FORM_INTENTS: Record<string, ContentKind> = {
  'save-offer': 'offer',
  'save-settings': 'settings',
  'save-page': 'page',
  'save-restaurant': 'restaurant',
  'save-form': 'form',
};

/** What a form sent, as text, to put back in its fields when it is refused (the CSRF token is not echoed). */
export const sentOf = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form].flatMap(([k, v]) => (typeof v === 'string' && k !== CSRF_FIELD ? [[k, v]] : [])));

/** What each form's tile list says its save button saves. */
const SAVES: Partial<Record<ContentKind, { prefix: string; what: string }>> = {
  page: { prefix: 'page', what: 'the page' },
  restaurant: { prefix: 'restaurant', what: 'the details' },
};

/** A tile's button pressed without JavaScript: the form's values with the change made, drawn again and not saved. */
function tileChange(staff: StaffMember, kind: ContentKind, form: FormData) {
  const save = SAVES[kind];
  const op = parseTileOp(formText(form, TILE_OP_FIELD));
  if (!save || !op)
    return formReply<StudioResult>({ error: 'This button is not known here. Please reload the page and try again.', fieldErrors: {} }, 400);
  const values = Object.fromEntries(Object.entries(sentOf(form)).filter(([k]) => k !== TILE_OP_FIELD));
  // A restaurant's hero tiles are head office's (contract/content-studio.ts RESTAURANT_HEAD_OFFICE_PARTS).
  if (kind === 'restaurant' && !can(staff, 'content.edit'))
    return formReply<StudioResult>({ error: STUDIO_MESSAGES.headOfficeOnly, fieldErrors: {} }, 403);
  const changed = applyTileOp(values, op, save.prefix, save.what);
  if (!changed)
    return formReply<StudioResult>(
      { error: 'This tile is not in the form any more. Please reload the page.', fieldErrors: {}, sent: values },
      400,
    );
  return formReply<StudioResult>({ fieldErrors: {}, sent: changed.values, tiles: { said: changed.said, focus: changed.focus } });
}

/** The chain's offers and menus a restaurant's form chooses from. */
async function restaurantChoices(context: AppLoadContext) {
  const { content } = context.services;
  const [offers, menus, settings] = await Promise.all([content.offers(), content.menus(), content.settings()]);
  return { offers, menus, chainMenus: settings?.chain_menus ?? [], bands: settings?.price_bands ?? [] };
}

/**
 * The restaurant's form: its values, the offers and menus to choose from, and (for the chain's editors, who may
 * upload) the pictures; the price bands, which only they choose (decision 053).
 */
export async function restaurantFormOf(context: AppLoadContext, staff: StaffMember, restaurant: RestaurantDoc) {
  const { offers, menus, chainMenus, bands } = await restaurantChoices(context);
  const headOffice = can(staff, 'content.edit');
  const names = new Map(menus.map((m) => [m.id, m.name]));
  return {
    values: restaurantFormValues(restaurant),
    offers: offers.map((o) => ({ slug: o.slug, title: o.title })),
    menus: menus.map((m) => ({ id: m.id, name: m.name })).sort((a, b) => a.name.localeCompare(b.name)),
    chainMenus: chainMenus.map((id) => names.get(id) ?? id),
    /** Head office's parts (hero tiles, menus, picture) are shown to edit only to the chain's editors. */
    headOffice,
    images: headOffice ? await imageChoices(context, staff) : null,
    priceBands: { bands: bands.map(({ id, name }) => ({ id, name })), editable: headOffice },
  };
}

/** POST save-offer, save-settings, save-page, save-restaurant or save-form (or a tile's button of a page or a restaurant). */
export async function saveStudioForm(
  context: AppLoadContext,
  staff: StaffMember,
  kind: ContentKind,
  docId: string,
  intent: string,
  form: FormData,
  basedOn: BasedOn,
) {
  if (kind !== FORM_INTENTS[intent]) throw notFoundPage();
  const { studio, content } = context.services;
  try {
    // Opened first: another restaurant's document is the plain 404, whatever the form asked.
    const opened = await studio.open(staff, kind, docId);
    if (form.has(TILE_OP_FIELD)) return tileChange(staff, kind, form);
    const doc = opened.draft?.doc ?? opened.live;
    const built =
      kind === 'offer'
        ? offerFromForm(form, doc as Offer)
        : kind === 'page'
          ? pageFromForm(form, doc as Page)
          : kind === 'restaurant'
            ? restaurantFromForm(form, doc as RestaurantDoc, {
                offerSlugs: (await content.offers()).map((o) => o.slug),
                menuIds: (await content.menus()).map((m) => m.id),
              })
            : kind === 'form'
              ? contactFormFromForm(form, doc as FormDoc)
              : settingsFromForm(form, doc as Settings);
    if (!built.ok) {
      const other = built.fieldErrors.form;
      return formReply<StudioResult>(
        {
          error: other ? `Please correct the document: ${other}` : 'Please correct the fields marked',
          fieldErrors: built.fieldErrors,
          sent: sentOf(form),
        },
        400,
      );
    }
    await studio.saveDraft(staff, kind, docId, built.value, basedOn);
    return formReply<StudioResult>({ ok: STUDIO_MESSAGES.draftSaved, fieldErrors: {} });
  } catch (err) {
    return refusalReply<StudioResult>(err, { sent: sentOf(form) });
  }
}

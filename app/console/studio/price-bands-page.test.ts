// Decision 053 "price bands" through the studio's own pages and
// actions, against the real services and a throw-away database seeded with the
// demo pack (a London band, the five London restaurants in it, band prices on
// a few dishes): the settings' form adds, renames and removes bands (a band in
// use is refused, naming who uses it); the restaurant's form sets the band for
// head office and refuses it from a manager, whatever they send; the dish's
// form reads band prices in pounds, with an error by band and row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext, UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import type { Menu, RestaurantDoc, Settings } from '../../../contract/content.ts';
import { STUDIO_MESSAGES, formRevision } from '../../../contract/content-studio.ts';
import { PRICE_BAND_MESSAGES } from '../../../contract/price-bands.ts';
import { signedInStaff, type SignedInStaff } from '../../../tests/support/console-staff.ts';
import { CONTENT_EDITOR } from '../../../tests/support/staff-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { ITEM_MESSAGES, locateItem } from './menu-edits.ts';
import { restaurantFormValues } from './restaurant-edits.ts';
import { settingsFormValues } from './settings-edits.ts';
import { loadMenuItem, loadStudioDocument, menuItemAction, studioDocumentAction } from './studio-page.server.ts';
import type { StudioResult } from './studio-result.ts';

const EALING = '1027';
const BATH = '1002';

let t: TestApp;
let context: AppLoadContext;
let editor: SignedInStaff;
let admin: SignedInStaff;
let manager: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  const { staff, studio, content, images } = t.services;
  context = {
    services: { staff, studio, content, imageUploads: images.uploads, imageCatalogue: images.catalogue },
    cspNonce: 'n',
    clientIp: '192.0.2.10',
  } as unknown as AppLoadContext;
  editor = await signedInStaff(t.services, { email: 'bands.editor@example.com', role: 'content-editor', name: 'Esme Editor' });
  admin = await signedInStaff(t.services, { email: 'bands.admin@example.com', role: 'chain-admin' });
  manager = await signedInStaff(t.services, { email: 'bands.manager@example.com', role: 'manager', restaurants: ['london-ealing'] });
});
afterAll(() => t.close());

type Reply = DataWithResponseInit<StudioResult>;
const statusOf = (r: Reply) => r.init?.status ?? 200;

function request(who: SignedInStaff, path: string, fields: Record<string, string> | [string, string][]) {
  const form = new FormData();
  form.set('csrf', who.csrf);
  for (const [k, v] of Array.isArray(fields) ? fields : Object.entries(fields)) form.append(k, v);
  return new Request(`http://127.0.0.1:3000/console/content/${path}`, {
    method: 'POST',
    body: form,
    headers: { cookie: who.cookie, 'user-agent': 'vitest' },
  });
}
const act = async (who: SignedInStaff, kind: string, docId: string, fields: Record<string, string>) =>
  await studioDocumentAction(context, request(who, `${kind}/${docId}/`, fields), kind, docId);
const publish = (who: SignedInStaff, kind: string, docId: string, revision: string) =>
  act(who, kind, docId, { intent: 'publish', revision });

const studio = () => t.services.studio;
/** The working document (draft, else live) and what its form is based on (the hidden `revision` field), as an editor opens it. */
async function opened<T>(kind: 'settings' | 'restaurant' | 'menu', docId: string) {
  const o = await studio().open(CONTENT_EDITOR, kind, docId);
  return { doc: (o.draft?.doc ?? o.live) as T, revision: formRevision(o.basedOn), live: o.live as T };
}

describe('the site settings’ price bands', () => {
  const save = async (who: SignedInStaff, changes: Record<string, string>) => {
    const { doc, revision } = await opened<Settings>('settings', 'site');
    return act(who, 'settings', 'site', { ...settingsFormValues(doc), ...changes, intent: 'save-settings', revision });
  };

  it('adds a band with an id from its name and renames one under its id, published like any setting', async () => {
    const saved = await save(editor, { 'bandName.0': 'Greater London', 'bandName.1': 'Airports' });
    expect([statusOf(saved), saved.data.ok]).toEqual([200, STUDIO_MESSAGES.draftSaved]);
    const { revision } = await opened<Settings>('settings', 'site');
    expect(statusOf(await publish(editor, 'settings', 'site', revision))).toBe(200);
    expect((await t.services.content.settings())!.price_bands).toEqual([
      { id: 'london', name: 'Greater London' },
      { id: 'airports', name: 'Airports' },
    ]);
  });

  it('refuses to remove a band still in use, naming the restaurants and menus that use it; one in no use goes', async () => {
    const refused = await save(editor, { 'bandName.0': '' });
    expect(statusOf(refused)).toBe(400);
    const message = refused.data.fieldErrors.price_bands!;
    expect(message).toMatch(
      /^The Greater London band is still used by Casa Lumbre London Ealing, .*Casa Lumbre London Wembley, Drinks menu \(1 dish\) and Food menu \(6 dishes\): take them off it/,
    );
    expect(refused.data.sent?.['bandName.1']).toBe('Airports');
    expect((await opened<Settings>('settings', 'site')).doc.price_bands.map((b) => b.id)).toEqual(['london', 'airports']);

    expect(statusOf(await save(editor, { 'bandName.1': '' }))).toBe(200);
    expect((await opened<Settings>('settings', 'site')).doc.price_bands.map((b) => b.id)).toEqual(['london']);
  });

  it('refuses a name used twice by its row', async () => {
    const refused = await save(admin, { 'bandName.1': 'greater london' });
    expect([statusOf(refused), refused.data.fieldErrors['bandName.1']]).toEqual([
      400,
      'This name is already used by a band above: each band once',
    ]);
  });
});

describe('a restaurant’s price band', () => {
  const saveRestaurant = async (who: SignedInStaff, storeId: string, changes: Record<string, string | null>) => {
    const { doc, revision } = await opened<RestaurantDoc>('restaurant', storeId);
    const values: Record<string, string> = { ...restaurantFormValues(doc), intent: 'save-restaurant', revision };
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) delete values[k];
      else values[k] = v;
    }
    return act(who, 'restaurant', storeId, values);
  };

  it('is chosen by head office in the restaurant’s form, from the settings’ bands', async () => {
    const form = await loadStudioDocument(context, request(editor, `restaurant/${BATH}/`, {}), 'restaurant', BATH);
    expect(form.data.restaurant?.priceBands).toEqual({
      bands: [
        { id: 'london', name: 'Greater London' },
        { id: 'airports', name: 'Airports' },
      ],
      editable: true,
    });
    const saved = await saveRestaurant(editor, BATH, { priceBand: 'london' });
    expect(statusOf(saved)).toBe(200);
    expect((await opened<RestaurantDoc>('restaurant', BATH)).doc.priceBand).toBe('london');
    const unknown = await saveRestaurant(admin, BATH, { priceBand: 'seaside' });
    expect([statusOf(unknown), unknown.data.fieldErrors.priceBand]).toEqual([400, PRICE_BAND_MESSAGES.unknownBand]);
    // Back to the chain's prices.
    expect(statusOf(await saveRestaurant(admin, BATH, { priceBand: '' }))).toBe(200);
    expect((await opened<RestaurantDoc>('restaurant', BATH)).doc).not.toHaveProperty('priceBand');
  });

  it('is only seen by the restaurant’s manager: their form has no band field, and a band they send anyway is refused', async () => {
    const form = await loadStudioDocument(context, request(manager, `restaurant/${EALING}/`, {}), 'restaurant', EALING);
    expect(form.data.restaurant?.priceBands.editable).toBe(false);
    // Their form, as it renders (no priceBand): a new phone number is saved and the band stays.
    const phone = await saveRestaurant(manager, EALING, { priceBand: null, phone: '0208 000 1234' });
    expect(statusOf(phone)).toBe(200);
    expect((await opened<RestaurantDoc>('restaurant', EALING)).doc).toMatchObject({ phone: '0208 000 1234', priceBand: 'london' });
    // Sent anyway, by hand or through the JSON editor: refused on the server.
    const cleared = await saveRestaurant(manager, EALING, { priceBand: '' });
    expect([statusOf(cleared), cleared.data.fieldErrors.priceBand]).toEqual([400, PRICE_BAND_MESSAGES.headOfficeOnly]);
    const { doc, revision } = await opened<RestaurantDoc>('restaurant', EALING);
    const json = await act(manager, 'restaurant', EALING, {
      intent: 'save-json',
      revision,
      json: JSON.stringify({ ...doc, priceBand: undefined }),
    });
    expect([statusOf(json), json.data.error]).toEqual([400, PRICE_BAND_MESSAGES.headOfficeOnly]);
    expect((await opened<RestaurantDoc>('restaurant', EALING)).doc.priceBand).toBe('london');
  });
});

describe('a dish’s band prices', () => {
  const MENU = 'food';
  const DISH = 'picanha-steak';
  const itemRequest = (who: SignedInStaff, rows: [string, string, string][], revision: string) =>
    request(who, `menu/${MENU}/items/${DISH}/`, [
      ['revision', revision],
      ['name', 'Picanha steak'],
      ...rows.flatMap(([name, price, london]): [string, string][] => [
        ['optionName', name],
        ['optionPrice', price],
        ['bandPrice.london', london],
      ]),
    ]);

  it('shows each option’s chain price and a price for each band of the live settings, in pounds', async () => {
    const page = await loadMenuItem(context, request(editor, `menu/${MENU}/items/${DISH}/`, {}), MENU, DISH);
    // The settings' draft above removed Airports; it is live until that is published.
    expect(page.data.bands).toEqual([
      { id: 'london', name: 'Greater London' },
      { id: 'airports', name: 'Airports' },
    ]);
    expect(page.data.item.options).toEqual([
      { name: '8oz', price: '22.95', bandPrices: { london: '24.95' } },
      { name: '12oz', price: '28.95', bandPrices: { london: '31.50' } },
    ]);
  });

  it('saves band prices typed in pounds as pence, a blank one the chain’s price, into the menu’s draft', async () => {
    const { revision } = await opened<Menu>('menu', MENU);
    const saved = await menuItemAction(
      context,
      itemRequest(
        editor,
        [
          ['8oz', '23.50', '£25.5'],
          ['12oz', '29.50', ''],
          ['', '', ''],
        ],
        revision,
      ),
      MENU,
      DISH,
    );
    expect([statusOf(saved), saved.data.ok]).toEqual([200, STUDIO_MESSAGES.draftSaved]);
    const dish = locateItem((await opened<Menu>('menu', MENU)).doc, DISH)!.item;
    expect(dish.options).toEqual([
      { name: '8oz', price: 2350, bandPrices: { london: 2550 } },
      { name: '12oz', price: 2950 },
    ]);
  });

  it('refuses a band price that is not pounds and pence by its band and row, and saves nothing', async () => {
    const before = await opened<Menu>('menu', MENU);
    const refused = await menuItemAction(
      context,
      itemRequest(
        editor,
        [
          ['8oz', '23.50', '25.50'],
          ['12oz', '29.50', 'thirty'],
        ],
        before.revision,
      ),
      MENU,
      DISH,
    );
    expect(statusOf(refused)).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ 'bandPrice.london.1': ITEM_MESSAGES.bandPrice });
    expect((await opened<Menu>('menu', MENU)).revision).toBe(before.revision);
  });
});

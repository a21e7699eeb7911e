// Decision 054 "forms, not JSON": the studio document page's loader and action
// against the real services and a throw-away database. A restaurant's hero
// tile goes from its form to the draft, is published, and the restaurant's
// page data and the public API show it; a tile's background needs its alt
// text unless it is decorative; a manager edits their restaurant's amenities
// but is refused head office's parts, and another restaurant is the 404 page;
// and the tile buttons work without JavaScript, through the action, unsaved
// until the editor saves. Every save is in the audit log.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext, UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import type { Page, RestaurantDoc } from '../../../contract/content.ts';
import { STUDIO_MESSAGES } from '../../../contract/content-studio.ts';
import { signedInStaff, type SignedInStaff } from '../../../tests/support/console-staff.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { queryRows } from '../../../tests/support/booking-helpers.ts';
import { PAGE_MESSAGES } from './page-edits.ts';
import { HEAD_OFFICE_FIELD } from './restaurant-edits.ts';
import { loadStudioDocument, studioDocumentAction } from './studio-page.server.ts';
import type { StudioResult } from './studio-result.ts';
import { TILE_SAID } from './tile-moves.ts';

const BATH = '1002';
const LEEDS = '1023';
const T0 = new Date('2027-03-01T10:00:00Z');

let t: TestApp;
let context: AppLoadContext;
let editor: SignedInStaff;
let manager: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => T0 });
  const services = { ...t.services, imageUploads: t.services.images.uploads, imageCatalogue: t.services.images.catalogue };
  context = { services, cspNonce: 'n', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
  editor = await signedInStaff(t.services, { email: 'forms.editor@example.com', role: 'content-editor', name: 'Esme Editor' });
  manager = await signedInStaff(t.services, {
    email: 'forms.bath@example.com',
    role: 'manager',
    restaurants: ['bath'],
    name: 'Max Manager',
  });
});
afterAll(() => t.close());

const url = (kind: string, docId: string) => `http://127.0.0.1:3000/console/content/${kind}/${docId}/`;
type Loaded = Awaited<ReturnType<typeof loadStudioDocument>>['data'];
const load = async (who: SignedInStaff, kind: string, docId: string): Promise<Loaded> =>
  (await loadStudioDocument(context, new Request(url(kind, docId), { headers: { cookie: who.cookie } }), kind, docId)).data;

async function post(who: SignedInStaff, kind: string, docId: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...fields, csrf: who.csrf })) form.set(k, v);
  const request = new Request(url(kind, docId), { method: 'POST', body: form, headers: { cookie: who.cookie } });
  const answer = await studioDocumentAction(context, request, kind, docId).catch((e: unknown) => e);
  if (answer instanceof Response) return { status: answer.status, body: null };
  const reply = answer as DataWithResponseInit<StudioResult>;
  return { status: reply.init?.status ?? 200, body: reply.data };
}

/** The restaurant's form as it opens, with head office's parts when the member sees them. */
async function restaurantForm(who: SignedInStaff, storeId = BATH) {
  const d = await load(who, 'restaurant', storeId);
  const fields = { ...d.restaurant!.values, intent: 'save-restaurant', revision: d.revision };
  return { d, fields: d.restaurant!.headOffice ? { ...fields, [HEAD_OFFICE_FIELD]: 'on' } : fields };
}

const audited = (kind: string, docId: string) =>
  queryRows<{ action: string; actor: string }>(
    t.services.database.db,
    sql`select action, actor from audit_log where entity = 'content' and entity_id = ${`${kind}:${docId}`} order by at`,
  );

describe('a restaurant in its form', () => {
  it('takes a hero tile from the form to the draft and, published, to the restaurant’s page; its background needs alt text or “decorative”', async () => {
    const { d, fields } = await restaurantForm(editor);
    expect(d.restaurant).toMatchObject({ headOffice: true });
    const picture = d.restaurant!.images!.find((c) => !c.uploaded)!.path;
    const tile = {
      'tiles.0.heading': 'Brunch on the terrace',
      'tiles.0.bgDesktop': picture,
      'tiles.0.bgMobile': picture,
      'tiles.0.bgFocusMobileX': '30',
    };

    const noAlt = await post(editor, 'restaurant', BATH, { ...fields, ...tile, 'tiles.0.bgAlt': '', 'tiles.0.bgDecorative': '' });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body!.fieldErrors).toEqual({ 'tiles.0.bgAlt': PAGE_MESSAGES.bgAlt });
    expect(noAlt.body!.sent).toMatchObject({ 'tiles.0.heading': 'Brunch on the terrace', 'tiles.0.bgDesktop': picture });

    const saved = await post(editor, 'restaurant', BATH, {
      ...fields,
      ...tile,
      'tiles.0.bgAlt': 'Typed, then ticked',
      'tiles.0.bgDecorative': 'on',
    });
    expect(saved).toEqual({ status: 200, body: { ok: STUDIO_MESSAGES.draftSaved, fieldErrors: {} } });
    // The form is drawn from the draft's revision 1, begun from version 1 (decision 061).
    const draft = (await load(editor, 'restaurant', BATH)).revision;
    expect(draft).toBe('1.1');
    expect((await t.services.content.restaurantBySlug('bath'))!.heroTiles[0]!.heading).not.toBe('Brunch on the terrace');

    expect((await post(editor, 'restaurant', BATH, { intent: 'publish', revision: draft })).body!.ok).toBe(STUDIO_MESSAGES.published);
    // What the restaurant page's loader reads, and the public API that lists the hero tiles.
    const shown = (await t.services.content.restaurantBySlug('bath'))!.heroTiles[0]!;
    expect(shown).toMatchObject({
      heading: 'Brunch on the terrace',
      backgroundImage: { desktop: picture, mobile: picture, alt: '', decorative: true, focus: { mobile: { x: 30, y: 50 } } },
    });
    const api = await t.app.inject({ url: `/api/v1/content/restaurant/${BATH}`, headers: await t.headers() });
    expect(JSON.stringify(api.json())).toContain('Brunch on the terrace');
    expect((await audited('restaurant', BATH)).map((a) => [a.action, a.actor])).toEqual(
      expect.arrayContaining([
        ['draft', 'Esme Editor'],
        ['publish', 'Esme Editor'],
      ]),
    );
  });

  it('lets a manager tick an amenity, refuses them head office’s parts, and hides another restaurant', async () => {
    const { d, fields } = await restaurantForm(manager);
    expect(d.restaurant).toMatchObject({ headOffice: false, images: null });
    expect(fields).not.toHaveProperty(HEAD_OFFICE_FIELD);

    // The hero tile and menus posted as the editors' form posts them: refused, nothing saved.
    const before = (await load(editor, 'restaurant', BATH)).revision;
    const sneaks: Record<string, string>[] = [
      { [HEAD_OFFICE_FIELD]: 'on', 'tiles.0.heading': 'Half-price cocktails' },
      { [HEAD_OFFICE_FIELD]: 'on', 'menu.0': 'drinks' },
      { tile: 'add' },
    ];
    for (const sneak of sneaks) {
      const refused = await post(manager, 'restaurant', BATH, { ...fields, ...sneak });
      expect(refused.status, JSON.stringify(sneak)).toBe(403);
      expect(refused.body!.error).toBe(STUDIO_MESSAGES.headOfficeOnly);
    }
    expect((await load(editor, 'restaurant', BATH)).revision).toBe(before);

    // Their own amenities are theirs (the same fields without the marker leave head office's parts alone).
    const saved = await post(manager, 'restaurant', BATH, { ...fields, 'amenity:live-music': 'on', 'tiles.0.heading': 'Ignored' });
    expect(saved.body!.ok).toBe(STUDIO_MESSAGES.draftSaved);
    const draft = (await t.services.studio.open((await t.services.staff.currentStaff(editor.token))!.staff, 'restaurant', BATH)).draft!
      .doc as RestaurantDoc;
    expect(draft.amenities).toContain('live-music');
    expect(draft.heroTiles[0]!.heading).toBe('Brunch on the terrace');
    expect((await audited('restaurant', BATH)).some((a) => a.action === 'draft' && a.actor === 'Max Manager')).toBe(true);

    // Another restaurant's content is the plain 404, to load or to save.
    const other = new Request(url('restaurant', LEEDS), { headers: { cookie: manager.cookie } });
    const hidden = await loadStudioDocument(context, other, 'restaurant', LEEDS).catch((e: unknown) => e as DataWithResponseInit<string>);
    expect(hidden.init?.status).toBe(404);
    expect((await post(manager, 'restaurant', LEEDS, { ...fields, 'amenity:parking': 'on' })).status).toBe(404);
    expect((await post(manager, 'restaurant', LEEDS, { ...fields, tile: 'add' })).status).toBe(404);
  });
});

describe('the tile buttons without JavaScript', () => {
  it('add a tile and move it up through the action, unsaved, with everything typed; the save keeps the order', async () => {
    const d = await load(editor, 'page', 'students');
    const fields = { ...d.page!.values, intent: 'save-page', revision: d.revision, title: 'Typed, not saved' };
    const tiles = Object.keys(fields).filter((k) => /^tiles\.\d+\.tileId$/.test(k)).length;

    const added = await post(editor, 'page', 'students', { ...fields, tile: 'add' });
    expect(added.status).toBe(200);
    expect(added.body!.tiles).toEqual({ said: TILE_SAID.added(tiles + 1), focus: `page-tiles-${tiles}-tileId` });
    expect(added.body!.sent).toMatchObject({
      title: 'Typed, not saved',
      intent: 'save-page',
      [`tiles.${tiles}.tileId`]: `tile-${tiles + 1}`,
    });
    expect(added.body!.sent).not.toHaveProperty('tile');
    expect(added.body!.sent).not.toHaveProperty('csrf');
    expect((await load(editor, 'page', 'students')).revision).toBe(d.revision);

    // The form drawn again posts its values with the next button: the new tile moves up.
    const moved = await post(editor, 'page', 'students', { ...added.body!.sent!, [`tiles.${tiles}.heading`]: 'New', tile: `up:${tiles}` });
    expect(moved.body!.tiles).toEqual({ said: TILE_SAID.moved('up', tiles, tiles + 1, 'the page'), focus: `page-tile-${tiles - 1}-up` });
    expect(moved.body!.sent![`tiles.${tiles - 1}.heading`]).toBe('New');

    // A button the list does not make is refused, and changes nothing.
    expect((await post(editor, 'page', 'students', { ...moved.body!.sent!, tile: 'explode:1' })).status).toBe(400);

    const saved = await post(editor, 'page', 'students', moved.body!.sent!);
    expect(saved.body!.ok).toBe(STUDIO_MESSAGES.draftSaved);
    const opened = await t.services.studio.open((await t.services.staff.currentStaff(editor.token))!.staff, 'page', 'students');
    const page = opened.draft!.doc as Page;
    expect(page.title).toBe('Typed, not saved');
    expect(page.tiles.map((tile) => tile.tileId).slice(-2)).toEqual([`tile-${tiles + 1}`, (opened.live as Page).tiles.at(-1)!.tileId]);
    expect(page.tiles.at(-2)!.heading).toBe('New');
  });
});

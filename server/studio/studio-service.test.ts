// Decision 036: the studio's drafts, publish, schedule, history, rollback and
// conflicts against a real database; on PostgreSQL (TEST_DATABASE_URL) with two
// instances, so "the other instance shows it" and "published once" are real.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, RestaurantDoc } from '../../contract/content.ts';
import { STUDIO_MESSAGES, type ContentKind } from '../../contract/content-studio.ts';
import { loadContentPack } from '../../content/load-pack.ts';
import { createSharedApps, type SharedApps } from '../../tests/support/booking-helpers.ts';
import { seedContent } from '../content/seed-content.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { createStudioService } from './studio-service.ts';

const BATH = '1002';
const LEEDS = '1023';
const T0 = new Date('2027-03-01T10:00:00Z');

const member = (role: StaffMember['role'], restaurants: string[] = []): StaffMember => ({
  id: `staff-${role}`,
  email: `${role}@example.com`,
  name: role === 'content-editor' ? 'Esme Editor' : 'Max Manager',
  role,
  disabled: false,
  restaurants,
});
const EDITOR = member('content-editor');
const BATH_MANAGER = member('manager', [BATH]);

/** The food menu with its first dish's price and allergens changed. */
function edited(menu: Menu, price: number, allergens: Menu['sections'][number]['subsections'][number]['items'][number]['allergens']): Menu {
  const copy = structuredClone(menu);
  const dish = copy.sections[0]!.subsections[0]!.items[0]!;
  dish.options[0]!.price = price;
  dish.allergens = allergens;
  return copy;
}
const firstDish = (menu: Menu | null) => menu!.sections[0]!.subsections[0]!.items[0]!;

let s: SharedApps;
let now = T0;
const studioOn = (i: number) =>
  createStudioService({ db: s.services[i]!.database.db, clock: () => now, forgetContent: () => s.services[i]!.content.clearCache() });

/** What a form opened now is based on (decision 061). */
const basis = async (kind: ContentKind, docId: string, i = 0) => (await studioOn(i).open(EDITOR, kind, docId)).basedOn;

beforeAll(async () => {
  s = await createSharedApps(2);
});
afterAll(() => s.close());

describe(`the content studio (${process.env.TEST_DATABASE_URL ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  it('keeps a draft off the live site, then publishes it to every instance within a second, with its version', async () => {
    const studio = studioOn(0);
    const other = s.services[s.services.length - 1]!;
    const live = (await other.content.menu('food'))!;
    const price = firstDish(live).options[0]!.price;

    const { revision, basedOn } = await studio.saveDraft(
      EDITOR,
      'menu',
      'food',
      edited(live, price + 50, ['milk']),
      await basis('menu', 'food'),
    );
    expect(revision).toBe(1);
    other.content.clearCache();
    expect(firstDish(await other.content.menu('food')).options[0]!.price).toBe(price);
    expect(firstDish((await studio.previewDocument(EDITOR, 'menu', 'food')) as Menu).options[0]!.price).toBe(price + 50);

    const { version } = await studio.publish(EDITOR, 'menu', 'food', basedOn);
    await expect.poll(async () => firstDish(await other.content.menu('food')).options[0]!.price, { timeout: 3000 }).toBe(price + 50);
    expect(firstDish(await other.content.menu('food')).allergens).toEqual(['milk']);

    const opened = await studio.open(EDITOR, 'menu', 'food');
    expect(opened.draft).toBeNull();
    expect(opened.versions[0]).toMatchObject({ version, origin: 'studio', actor: 'Esme Editor' });
    expect(opened.versions[0]!.summary).toContain('price');
    expect(opened.versions.at(-1)).toMatchObject({ version: 1, origin: 'pack' });
  });

  it('refuses the second of two saves from the same revision, and keeps the first', async () => {
    const studio = studioOn(0);
    const live = (await studio.open(EDITOR, 'menu', 'food')).live as Menu;
    const price = firstDish(live).options[0]!.price;
    const opened = await basis('menu', 'food');
    await studio.saveDraft(EDITOR, 'menu', 'food', edited(live, price + 1, []), opened);
    await expect(studio.saveDraft(EDITOR, 'menu', 'food', edited(live, price + 2, []), opened)).rejects.toMatchObject({
      kind: 'conflict',
      message: STUDIO_MESSAGES.conflict,
    });
    const { draft } = await studio.open(EDITOR, 'menu', 'food');
    expect(firstDish(draft!.doc as Menu).options[0]!.price).toBe(price + 1);
    await studio.discardDraft(EDITOR, 'menu', 'food');
  });

  it('refuses to publish a draft begun before someone else published', async () => {
    const studio = studioOn(0);
    const live = (await studio.open(EDITOR, 'menu', 'kids')).live as Menu;
    const price = firstDish(live).options[0]!.price;
    const first = await studio.saveDraft(EDITOR, 'menu', 'kids', edited(live, price + 10, []), await basis('menu', 'kids'));
    await studio.publish(EDITOR, 'menu', 'kids', first.basedOn);
    const { basedOn } = await studio.saveDraft(EDITOR, 'menu', 'kids', edited(live, price + 20, []), await basis('menu', 'kids'));
    // Another editor, on another instance, rolls the menu back meanwhile: the draft began before that.
    await studioOn(s.services.length - 1).rollback(EDITOR, 'menu', 'kids', 1);
    await expect(studio.publish(EDITOR, 'menu', 'kids', basedOn)).rejects.toMatchObject({
      kind: 'conflict',
      message: STUDIO_MESSAGES.staleDraft,
    });
    expect((await studio.open(EDITOR, 'menu', 'kids')).draftIsStale).toBe(true);
    await studio.discardDraft(EDITOR, 'menu', 'kids');
  });

  it('rolls back to an earlier version as a new version', async () => {
    const studio = studioOn(0);
    const packPrice = firstDish((await studio.open(EDITOR, 'menu', 'food')).versions.at(-1)!.doc as Menu).options[0]!.price;
    const { version } = await studio.rollback(EDITOR, 'menu', 'food', 1);
    const opened = await studio.open(EDITOR, 'menu', 'food');
    expect(opened.latestVersion).toBe(version);
    expect(opened.versions[0]!.summary).toMatch(/^Rolled back to version 1/);
    await expect.poll(async () => firstDish(await s.services[0]!.content.menu('food')).options[0]!.price).toBe(packPrice);
  });

  it('publishes a scheduled draft once, when it is due, whichever instances run the job', async () => {
    now = T0;
    const studio = studioOn(0);
    const offer = (await studio.open(EDITOR, 'offer', '1')).live as { title: string };
    const { basedOn } = await studio.saveDraft(
      EDITOR,
      'offer',
      '1',
      { ...offer, title: 'Spring lunch for two' },
      await basis('offer', '1'),
    );
    await expect(studio.schedule(EDITOR, 'offer', '1', basedOn, new Date(T0.getTime() - 1000))).rejects.toMatchObject({
      message: STUDIO_MESSAGES.scheduleInPast,
    });
    await studio.schedule(EDITOR, 'offer', '1', basedOn, new Date(T0.getTime() + 3_600_000));
    expect(await studio.publishDue()).toEqual({ published: 0, failed: 0 });

    now = new Date(T0.getTime() + 3_600_001);
    const runs = await Promise.all(s.services.map((_, i) => studioOn(i).publishDue()));
    expect(runs.reduce((n, r) => n + r.published, 0)).toBe(1);
    const opened = await studio.open(EDITOR, 'offer', '1');
    expect((opened.live as { title: string }).title).toBe('Spring lunch for two');
    expect(opened.schedules[0]).toMatchObject({ status: 'published' });
    expect(opened.versions[0]!.summary).toMatch(/^Scheduled by Esme Editor/);
  });

  it('lets a manager mark a dish sold out at their restaurant only, published at once, an editor’s draft carried along', async () => {
    const studio = studioOn(0);
    const live = (await studio.open(EDITOR, 'menu', 'drinks')).live as Menu;
    const dish = firstDish(live);
    const draft = edited(live, dish.options[0]!.price + 100, dish.allergens);
    await studio.saveDraft(EDITOR, 'menu', 'drinks', draft, await basis('menu', 'drinks'));

    const done = await studio.setAvailability(BATH_MANAGER, BATH, 'drinks', { [dish.id]: 'sold-out' });
    expect(done.changes).toEqual([`${dish.name} sold out`]);
    const opened = await studio.open(EDITOR, 'menu', 'drinks');
    expect(firstDish(opened.live as Menu).availability).toEqual({ [BATH]: 'sold-out' });
    expect(opened.versions[0]).toMatchObject({ actor: 'Max Manager', summary: `Casa Lumbre Bath: ${dish.name} sold out` });
    // Every instance serves the menu with the dish sold out at Bath.
    await expect.poll(async () => firstDish(await s.services.at(-1)!.content.menu('drinks')).availability).toEqual({ [BATH]: 'sold-out' });
    // The editor's draft has the same change, is not stale, and publishes without bringing the old state back.
    expect(opened.draftIsStale).toBe(false);
    expect(firstDish(opened.draft!.doc as Menu).availability).toEqual({ [BATH]: 'sold-out' });
    await studio.publish(EDITOR, 'menu', 'drinks', await basis('menu', 'drinks'));
    expect(firstDish((await studio.open(EDITOR, 'menu', 'drinks')).live as Menu)).toMatchObject({ availability: { [BATH]: 'sold-out' } });

    // Not at Leeds, not on a dish that is not on the menu; and nothing changed is nothing published.
    await expect(studio.setAvailability(BATH_MANAGER, LEEDS, 'drinks', { [dish.id]: 'hidden' })).rejects.toMatchObject({
      kind: 'not-found',
    });
    await expect(studio.menusAt(BATH_MANAGER, LEEDS)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(studio.setAvailability(BATH_MANAGER, BATH, 'drinks', { 'no-such-dish': 'hidden' })).rejects.toMatchObject({
      kind: 'invalid',
    });
    expect(await studio.setAvailability(BATH_MANAGER, BATH, 'drinks', { [dish.id]: 'sold-out' })).toEqual({ version: null, changes: [] });
    await studio.setAvailability(BATH_MANAGER, BATH, 'drinks', { [dish.id]: 'available' });
    expect(firstDish((await studio.open(EDITOR, 'menu', 'drinks')).live as Menu).availability).toEqual({});
  });

  it('lets a manager edit only their own restaurant: everything else is not found', async () => {
    const studio = studioOn(0);
    await expect(studio.open(BATH_MANAGER, 'restaurant', BATH)).resolves.toMatchObject({ draft: null });
    for (const [kind, id] of [
      ['restaurant', LEEDS],
      ['menu', 'food'],
      ['settings', 'site'],
      ['offer', '1'],
    ] as const) {
      await expect(studio.open(BATH_MANAGER, kind, id)).rejects.toMatchObject({ kind: 'not-found' });
      await expect(studio.saveDraft(BATH_MANAGER, kind, id, {}, await basis(kind, id))).rejects.toMatchObject({ kind: 'not-found' });
    }
    expect((await studio.list(BATH_MANAGER, 'restaurant')).map((r) => r.docId)).toEqual([BATH]);
  });

  it('lets a manager change their restaurant’s amenities, but not head office’s hero tiles, menus or picture, however sent', async () => {
    const studio = studioOn(0);
    const live = (await studio.open(EDITOR, 'restaurant', BATH)).live as RestaurantDoc;
    const tile = live.heroTiles[0]!;
    // The chain's editor changes the hero tile and the menus, and publishes: version 2 of Bath.
    const fromEditor = { ...live, heroTiles: [{ ...tile, heading: 'Brunch on the terrace' }], menuIds: ['brunch', 'food'] };
    const fromEditorSave = await studio.saveDraft(EDITOR, 'restaurant', BATH, fromEditor, await basis('restaurant', BATH));
    const { version } = await studio.publish(EDITOR, 'restaurant', BATH, fromEditorSave.basedOn);

    for (const change of [
      { heroTiles: [{ ...tile, heading: 'Half-price cocktails' }] },
      { heroTiles: [] },
      { menuIds: [] },
      { image: { ...live.image, alt: 'Another picture' } },
      { slug: 'bath-centre' },
    ])
      await expect(
        studio.saveDraft(BATH_MANAGER, 'restaurant', BATH, { ...fromEditor, ...change }, await basis('restaurant', BATH)),
      ).rejects.toMatchObject({
        kind: 'forbidden',
        message: STUDIO_MESSAGES.headOfficeOnly,
      });
    expect((await studio.open(EDITOR, 'restaurant', BATH)).draft).toBeNull();

    // Their own details are theirs: amenities and words, with head office's parts as they are.
    const fromManager = { ...fromEditor, amenities: ['wheelchair-access', 'parking'], about: 'Now with parking.' };
    const fromManagerSave = await studio.saveDraft(BATH_MANAGER, 'restaurant', BATH, fromManager, await basis('restaurant', BATH));
    await studio.publish(BATH_MANAGER, 'restaurant', BATH, fromManagerSave.basedOn);
    const published = (await studio.open(EDITOR, 'restaurant', BATH)).live as RestaurantDoc;
    expect(published).toMatchObject({ amenities: ['wheelchair-access', 'parking'], menuIds: ['brunch', 'food'] });
    expect(published.heroTiles[0]!.heading).toBe('Brunch on the terrace');

    // A rollback to the pack's version would bring the old tile and menus back: head office's to do, not the manager's.
    await expect(studio.rollback(BATH_MANAGER, 'restaurant', BATH, 1)).rejects.toMatchObject({ kind: 'forbidden' });
    await studio.rollback(BATH_MANAGER, 'restaurant', BATH, version);
    await studio.rollback(EDITOR, 'restaurant', BATH, 1);
    expect(((await studio.open(EDITOR, 'restaurant', BATH)).live as RestaurantDoc).heroTiles).toEqual(live.heroTiles);
  });

  it('checks a draft with the pack’s schema, field by field, and keeps its id', async () => {
    const studio = studioOn(0);
    const live = (await studio.open(EDITOR, 'menu', 'drinks')).live as Menu;
    await expect(studio.saveDraft(EDITOR, 'menu', 'drinks', edited(live, -5, []), await basis('menu', 'drinks'))).rejects.toMatchObject({
      kind: 'invalid',
      field: 'sections.0.subsections.0.items.0.options.0.price',
    });
    await expect(studio.saveDraft(EDITOR, 'menu', 'drinks', { ...live, id: 'food' }, await basis('menu', 'drinks'))).rejects.toMatchObject({
      field: 'id',
    });
  });

  it('a re-seed with a changed pack leaves what editors changed and reports it', async () => {
    const db = s.services[0]!.database.db;
    const pack = await loadContentPack();
    // The food menu was changed in the studio; the pack now changes it too, and the kids menu (studio too).
    const food = pack.menus.find((m) => m.id === 'food')!;
    const changedPack = { ...pack, menus: pack.menus.map((m) => (m.id === 'food' ? edited(food, 1, []) : m)) };
    const result = await seedContent(db, changedPack, T0);
    expect(result.changed).toBe(true);
    expect(result.conflicts).toContainEqual({ kind: 'menu', docId: 'food', reason: 'changed' });
    const studio = studioOn(0);
    expect((await studio.open(EDITOR, 'menu', 'food')).versions[0]!.origin).toBe('studio');
    expect(firstDish((await studio.open(EDITOR, 'menu', 'food')).live as Menu).options[0]!.price).not.toBe(1);
  });
});

// Decision 053 "price bands" in the studio service: the rules
// alone, then through drafts, publish, scheduled publish and rollback on a
// throw-away database seeded with the demo pack (London band; the five London
// restaurants in it; band prices on a few food and drinks dishes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, RestaurantDoc, Settings } from '../../contract/content.ts';
import type { ContentKind } from '../../contract/content-studio.ts';
import { menuItem, menuOf } from '../../tests/support/menu-fixtures.ts';
import { createSharedApps, type SharedApps } from '../../tests/support/booking-helpers.ts';
import { CONTENT_EDITOR as EDITOR } from '../../tests/support/staff-fixtures.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { PRICE_BAND_MESSAGES } from '../../contract/price-bands.ts';
import { bandProblemOf, importBandProblems, type BandWorld } from './price-band-rules.ts';
import { createStudioService } from './studio-service.ts';

const EALING = '1027';
const BATH = '1002';

describe('the band rules (pure)', () => {
  const menu = menuOf([
    menuItem('steak', { name: 'Steak', options: [{ name: '', price: 2295, bandPrices: { london: 2495 } }] }),
    menuItem('fries', { name: 'Fries', options: [{ name: '', price: 395, bandPrices: { airports: 450 } }] }),
  ]);
  const world: BandWorld = {
    bands: [
      { id: 'london', name: 'London' },
      { id: 'airports', name: 'Airports' },
    ],
    restaurants: [{ title: 'Ealing', priceBand: 'london' } as RestaurantDoc],
    menus: [menu],
  };
  const settings = (ids: string[]) => ({ price_bands: ids.map((id) => ({ id, name: id })) }) as unknown as Settings;

  it('takes a restaurant in a known band or none, and refuses an unknown one by its field', () => {
    expect(bandProblemOf('restaurant', { priceBand: 'london' }, world)).toBeNull();
    expect(bandProblemOf('restaurant', {}, world)).toBeNull();
    expect(bandProblemOf('restaurant', { priceBand: 'seaside' }, world)).toEqual({
      path: 'priceBand',
      message: PRICE_BAND_MESSAGES.unknownBand,
    });
  });

  it('refuses a band price for an unknown band at its path, naming the dish', () => {
    expect(bandProblemOf('menu', menu, world)).toBeNull();
    expect(bandProblemOf('menu', menu, { ...world, bands: [{ id: 'london', name: 'London' }] })).toEqual({
      path: 'sections.0.subsections.0.items.1.options.0.bandPrices.airports',
      message: 'Fries: there is no price band “airports” in the site settings',
    });
  });

  it('refuses to remove a band a restaurant or a dish uses, and lets an unused one go', () => {
    expect(bandProblemOf('settings', settings(['airports']), world)).toEqual({
      path: 'price_bands',
      message: 'The London band is still used by Ealing and food (1 dish): take them off it before you remove it',
    });
    expect(bandProblemOf('settings', settings(['london']), { ...world, menus: [] })).toBeNull();
    expect(bandProblemOf('settings', settings(['london', 'airports', 'seaside']), world)).toBeNull();
  });

  it('checks an import as the content will be once the whole file is live', () => {
    const live = {
      settings: settings(['london']),
      restaurants: [{ storeId: '1', slug: 'ealing', priceBand: 'london' } as RestaurantDoc],
      menus: [],
    };
    // The file adds the band its menu uses: fine. It drops London while Ealing stays in it: refused.
    expect(
      importBandProblems(live, [
        { kind: 'settings', docId: 'site', doc: settings(['london', 'airports']) },
        { kind: 'menu', docId: 'food', doc: menu },
      ]),
    ).toEqual([]);
    expect(importBandProblems(live, [{ kind: 'settings', docId: 'site', doc: settings([]) }])).toEqual([
      'restaurant ealing: unknown price band london',
    ]);
  });
});

describe('the band rules in the studio service', () => {
  let s: SharedApps;
  let now = new Date('2027-03-01T10:00:00Z');
  const MANAGER: StaffMember = { ...EDITOR, id: 'staff-manager', name: 'Max Manager', role: 'manager', restaurants: [EALING] };
  const studio = () =>
    createStudioService({ db: s.services[0]!.database.db, clock: () => now, forgetContent: () => s.services[0]!.content.published() });
  const live = async <T>(kind: 'settings' | 'restaurant', id: string) => (await studio().open(EDITOR, kind, id)).live as T;
  /** What a form opened now is based on. */
  const basis = async (kind: ContentKind, id: string) => (await studio().open(EDITOR, kind, id)).basedOn;
  const publishNow = async (kind: 'settings' | 'restaurant', id: string, doc: unknown) => {
    const { basedOn } = await studio().saveDraft(EDITOR, kind, id, doc, await basis(kind, id));
    return studio().publish(EDITOR, kind, id, basedOn);
  };

  beforeAll(async () => {
    s = await createSharedApps(1);
  });
  afterAll(() => s.close());

  it('refuses at publish a restaurant’s draft whose band was removed after it was saved', async () => {
    const settings = await live<Settings>('settings', 'site');
    await publishNow('settings', 'site', { ...settings, price_bands: [...settings.price_bands, { id: 'airports', name: 'Airports' }] });
    const bath = await live<RestaurantDoc>('restaurant', BATH);
    const { basedOn } = await studio().saveDraft(
      EDITOR,
      'restaurant',
      BATH,
      { ...bath, priceBand: 'airports' },
      await basis('restaurant', BATH),
    );
    // Only live restaurants hold a band in use: Bath's draft does not stop Airports going.
    await publishNow('settings', 'site', settings);
    await expect(studio().publish(EDITOR, 'restaurant', BATH, basedOn)).rejects.toMatchObject({
      kind: 'invalid',
      field: 'priceBand',
      message: PRICE_BAND_MESSAGES.unknownBand,
    });
    await studio().discardDraft(EDITOR, 'restaurant', BATH);
  });

  it('fails a scheduled publish whose band is gone by then, saying why', async () => {
    const settings = await live<Settings>('settings', 'site');
    await publishNow('settings', 'site', { ...settings, price_bands: [...settings.price_bands, { id: 'airports', name: 'Airports' }] });
    const bath = await live<RestaurantDoc>('restaurant', BATH);
    const { basedOn } = await studio().saveDraft(
      EDITOR,
      'restaurant',
      BATH,
      { ...bath, priceBand: 'airports' },
      await basis('restaurant', BATH),
    );
    await studio().schedule(EDITOR, 'restaurant', BATH, basedOn, new Date(now.getTime() + 60_000));
    await publishNow('settings', 'site', settings);
    now = new Date(now.getTime() + 120_000);
    expect(await studio().publishDue()).toEqual({ published: 0, failed: 1 });
    const [schedule] = (await studio().open(EDITOR, 'restaurant', BATH)).schedules;
    expect(schedule).toMatchObject({ status: 'failed', problem: `priceBand: ${PRICE_BAND_MESSAGES.unknownBand}` });
    expect((await live<RestaurantDoc>('restaurant', BATH)).priceBand).toBeUndefined();
  });

  it('lets head office move a restaurant out of its band and roll it back; a manager may roll back neither way', async () => {
    const ealing = await live<RestaurantDoc>('restaurant', EALING);
    const { priceBand: _london, ...chainPriced } = ealing;
    const { version: out } = await publishNow('restaurant', EALING, chainPriced);
    await expect(studio().rollback(MANAGER, 'restaurant', EALING, out - 1)).rejects.toMatchObject({
      field: 'priceBand',
      message: PRICE_BAND_MESSAGES.headOfficeOnly,
    });
    await studio().rollback(EDITOR, 'restaurant', EALING, out - 1);
    expect((await live<RestaurantDoc>('restaurant', EALING)).priceBand).toBe('london');
    // A manager's own edit rolls back fine when it leaves the band alone.
    const { basedOn } = await studio().saveDraft(
      MANAGER,
      'restaurant',
      EALING,
      { ...ealing, phone: '0208 000 1234' },
      await basis('restaurant', EALING),
    );
    const { version } = await studio().publish(MANAGER, 'restaurant', EALING, basedOn);
    await expect(studio().rollback(MANAGER, 'restaurant', EALING, version - 1)).resolves.toMatchObject({ version: version + 1 });
  });

  it('refuses a menu draft with a price for a band the settings do not hold', async () => {
    const food = (await studio().open(EDITOR, 'menu', 'food')).live as Menu;
    const copy = structuredClone(food);
    copy.sections[0]!.subsections[0]!.items[0]!.options[0]!.bandPrices = { seaside: 600 };
    await expect(studio().saveDraft(EDITOR, 'menu', 'food', copy, await basis('menu', 'food'))).rejects.toMatchObject({
      kind: 'invalid',
      field: 'sections.0.subsections.0.items.0.options.0.bandPrices.seaside',
    });
  });
});

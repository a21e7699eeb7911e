// product.md D9: the studio's content round-trips through one file — exported,
// imported back unchanged (nothing published), and a changed file publishes
// exactly the documents it changes, with their versions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, MenuItem, RestaurantDoc, Settings } from '../../contract/content.ts';
import { createSharedApps, type SharedApps } from '../../tests/support/booking-helpers.ts';
import { versionsOf } from '../content/content-versions.ts';
import { exportContent, importContent } from './content-transfer.ts';

const T0 = new Date('2027-03-01T10:00:00Z');
const CLI = { staffId: null, name: 'Content import (CLI)' } as const;

let s: SharedApps;
beforeAll(async () => {
  s = await createSharedApps(1);
});
afterAll(() => s.close());

describe('content export and import', () => {
  it('round-trips: an unchanged file publishes nothing; a changed price publishes that menu alone', async () => {
    const db = s.services[0]!.database.db;
    const file = await exportContent(db, T0);
    expect(file.documents.menu.length).toBeGreaterThan(0);
    expect(file.documents.settings).toHaveLength(1);
    expect(await importContent(db, CLI, JSON.parse(JSON.stringify(file)), T0)).toEqual({
      published: [],
      replaced: [],
      kept: [],
      unchanged: Object.values(file.documents).reduce((n, docs) => n + docs.length, 0),
    });

    const changed = structuredClone(file);
    const food = changed.documents.menu.find((m) => (m as Menu).id === 'food') as Menu;
    food.sections[0]!.subsections[0]!.items[0]!.options[0]!.price += 100;
    const result = await importContent(db, CLI, changed, T0);
    expect(result.published).toEqual([{ kind: 'menu', docId: 'food', name: 'Menu Food menu', version: 2 }]);
    const [latest] = await versionsOf(db, 'menu', 'food');
    expect(latest).toMatchObject({ actor: 'Content import (CLI)', origin: 'studio' });
    expect(latest!.summary).toMatch(/^Imported: .*price/);
    expect((await exportContent(db, T0)).documents).toEqual(changed.documents);
  });

  it('refuses a file with one bad document, and changes nothing', async () => {
    const db = s.services[0]!.database.db;
    const file = await exportContent(db, T0);
    const bad = structuredClone(file);
    (bad.documents.offer[0] as { title: string }).title = '';
    (bad.documents.menu[0] as Menu).name = 'Renamed';
    await expect(importContent(db, CLI, bad, T0)).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringMatching(/^offer 1 .*title/),
    });
    expect((await exportContent(db, T0)).documents).toEqual(file.documents);
    await expect(importContent(db, CLI, { format: 'other' }, T0)).rejects.toMatchObject({
      message: expect.stringContaining('not a Mesa content file'),
    });
  });

  it('carries price bands: a restaurant’s band and a dish’s band price go out and back, and a changed band price publishes its menu (decision 053)', async () => {
    const db = s.services[0]!.database.db;
    const file = await exportContent(db, T0);
    const dish = (f: typeof file) =>
      (f.documents.menu.find((m) => (m as Menu).id === 'food') as Menu).sections
        .flatMap((x) => x.subsections.flatMap((u) => u.items))
        .find((i) => i.id === 'picanha-steak') as MenuItem;
    expect((file.documents.settings[0] as Settings).price_bands).toEqual([{ id: 'london', name: 'London' }]);
    expect((file.documents.restaurant.find((r) => (r as RestaurantDoc).slug === 'london-ealing') as RestaurantDoc).priceBand).toBe(
      'london',
    );
    expect(dish(file).options[0]!.bandPrices).toEqual({ london: 2495 });

    const changed = structuredClone(file);
    dish(changed).options[0]!.bandPrices = { london: 2595 };
    const result = await importContent(db, CLI, changed, T0);
    expect(result.published.map((p) => `${p.kind}:${p.docId}`)).toEqual(['menu:food']);
    expect(dish(await exportContent(db, T0)).options[0]!.bandPrices).toEqual({ london: 2595 });
    expect((await versionsOf(db, 'menu', 'food'))[0]!.summary).toContain('Picanha steak › 8oz › london price: £24.95 → £25.95');
  });

  it('refuses a file whose restaurant or dish names a band its settings do not hold, and changes nothing', async () => {
    const db = s.services[0]!.database.db;
    const file = await exportContent(db, T0);
    const noBands = structuredClone(file);
    (noBands.documents.settings[0] as Settings).price_bands = [];
    await expect(importContent(db, CLI, noBands, T0)).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('unknown price band london'),
    });
    const unknown = structuredClone(file);
    (unknown.documents.restaurant[0] as RestaurantDoc).priceBand = 'airport';
    await expect(importContent(db, CLI, unknown, T0)).rejects.toMatchObject({
      message: expect.stringContaining('unknown price band airport'),
    });
    expect((await exportContent(db, T0)).documents).toEqual(file.documents);
  });
});

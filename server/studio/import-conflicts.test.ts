// Decision 061: an import follows the deploy's rule. A file exported before an
// editor published a change would put the old document back: it is a conflict,
// listed by name and field, kept as the studio has it unless the importer
// chooses to replace that document; the file's other changes are imported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, Offer } from '../../contract/content.ts';
import { createSharedApps, type SharedApps } from '../../tests/support/booking-helpers.ts';
import { CONTENT_EDITOR as EDITOR } from '../../tests/support/staff-fixtures.ts';
import { auditTrail } from '../audit/audit-log.ts';
import { exportContent, importContent, type ContentFile } from './content-transfer.ts';
import { createStudioService } from './studio-service.ts';

const T0 = new Date('2027-03-01T10:00:00Z');
const CLI = { staffId: null, name: 'Content import (CLI)' } as const;

let s: SharedApps;
const db = () => s.services[0]!.database.db;
const studio = () => createStudioService({ db: db(), clock: () => T0, forgetContent: () => s.services[0]!.content.clearCache() });
const kidsOf = (file: ContentFile) => file.documents.menu.find((m) => (m as Menu).id === 'kids') as Menu;
const price = (menu: unknown) => (menu as Menu).sections[0]!.subsections[0]!.items[0]!.options[0]!.price;

/** An editor changes the kids menu's first price in the studio and publishes it. */
async function editorPublishesKids(pence: number) {
  const o = await studio().open(EDITOR, 'menu', 'kids');
  const doc = structuredClone(o.live as Menu);
  doc.sections[0]!.subsections[0]!.items[0]!.options[0]!.price = pence;
  const saved = await studio().saveDraft(EDITOR, 'menu', 'kids', doc, o.basedOn);
  await studio().publish(EDITOR, 'menu', 'kids', saved.basedOn);
}

beforeAll(async () => {
  s = await createSharedApps(1);
});
afterAll(() => s.close());

describe('an import over a newer change made in the studio', () => {
  it('lists it as a conflict by name and field and keeps the studio’s, and imports the file’s other changes', async () => {
    const exported = await exportContent(db(), T0);
    await editorPublishesKids(666);
    // The file changes another document too: that change is not a conflict.
    const file = structuredClone(exported);
    (file.documents.offer.find((o) => (o as Offer).id === '1') as Offer).title = 'A free coconut rum cocktail, on us';

    const result = await importContent(db(), CLI, file, T0);
    expect(result.kept).toEqual([
      {
        kind: 'menu',
        docId: 'kids',
        name: 'Menu Kids menu',
        fields: ['Little plates › Mains › Mini chicken tacos › Main only › price'],
        by: EDITOR.name,
        version: 2,
      },
    ]);
    expect(result.published.map((p) => `${p.kind}:${p.docId}`)).toEqual(['offer:1']);
    expect(result.replaced).toEqual([]);
    expect(price((await studio().open(EDITOR, 'menu', 'kids')).live)).toBe(666);
    expect((await auditTrail(db(), 'content', 'menu:kids')).filter((e) => e.action === 'import-kept')).toEqual([
      expect.objectContaining({ actor: CLI.name, after: { fields: result.kept[0]!.fields, version: 2 } }),
    ]);
  });

  it('replaces it only when the importer chooses so for that document, and says whose change it replaced', async () => {
    const file = await exportContent(db(), T0);
    const old = structuredClone(file);
    await editorPublishesKids(700);
    expect(price(kidsOf(old))).toBe(666);

    const result = await importContent(db(), CLI, old, T0, new Set(['menu:kids', 'menu:food']));
    expect(result.kept).toEqual([]);
    expect(result.replaced).toEqual([{ kind: 'menu', docId: 'kids', name: 'Menu Kids menu', version: 4 }]);
    const opened = await studio().open(EDITOR, 'menu', 'kids');
    expect(price(opened.live)).toBe(666);
    expect(opened.versions[0]!.summary).toMatch(
      new RegExp(`^Imported, replacing ${EDITOR.name}'s change \\(version 3\\): .*£7\\.00 → £6\\.66`),
    );
  });

  it('follows the seed’s rule for a file without fingerprints: the pack’s version is its base', async () => {
    const file = await exportContent(db(), T0);
    const handMade = structuredClone(file);
    delete handMade.fingerprints;
    // A copy changed by hand from the pack's: the kids menu changed in the studio since the pack set it.
    kidsOf(handMade).name = 'Little ones';
    const result = await importContent(db(), CLI, handMade, T0);
    expect(result.kept.map((k) => [k.docId, k.fields])).toEqual([['kids', [expect.stringMatching(/price$/)]]]);
    expect(result.published).toEqual([]);
  });
});

describe('an import over a page the studio moved since', () => {
  it('keeps the page at its new address, listed by the move, and the old address answers the redirect', async () => {
    const file = await exportContent(db(), T0);
    await studio().changePageAddress(EDITOR, 'students', 'student-offers');

    const result = await importContent(db(), CLI, file, T0);
    expect(result.kept).toEqual([
      {
        kind: 'page',
        docId: 'students',
        name: expect.stringMatching(/^Page /) as unknown,
        fields: ['Moved from /students/ to /student-offers/'],
        by: EDITOR.name,
        version: expect.any(Number) as unknown,
      },
    ]);
    expect(result.published).toEqual([]);
    s.services[0]!.content.clearCache();
    expect(await s.services[0]!.content.page('students')).toBeNull();
    expect(await s.services[0]!.content.redirectFor('/students/')).toBe('/student-offers/');

    // Chosen, the file's copy is put back at the old address (the page at the new one stays).
    const chosen = await importContent(db(), CLI, file, T0, new Set(['page:students']));
    expect(chosen.replaced.map((r) => `${r.kind}:${r.docId}`)).toEqual(['page:students']);
  });
});

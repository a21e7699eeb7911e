// Decision 061: nothing an editor published is undone without a message. A
// save from a form drawn before a publish (when there was no draft) is refused;
// a scheduled draft stays visible and, at its time, is rebased onto a newer
// live version when no field clashes, or refused and said when one does. On
// PostgreSQL (TEST_DATABASE_URL) with two instances, else PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, Offer } from '../../contract/content.ts';
import { STUDIO_MESSAGES, type ContentKind } from '../../contract/content-studio.ts';
import { createSharedApps, type SharedApps } from '../../tests/support/booking-helpers.ts';
import { CONTENT_EDITOR as EDITOR } from '../../tests/support/staff-fixtures.ts';
import { auditTrail } from '../audit/audit-log.ts';
import { createStudioService } from './studio-service.ts';

const T0 = new Date('2027-03-01T10:00:00Z');
const HOUR = 3_600_000;

let s: SharedApps;
let now = T0;
const studioOn = (i = 0) =>
  createStudioService({ db: s.services[i]!.database.db, clock: () => now, forgetContent: () => s.services[i]!.content.clearCache() });
const opened = (kind: ContentKind, docId: string) => studioOn().open(EDITOR, kind, docId);

/** The food menu with its first dish's first price set. */
function priced(menu: Menu, price: number): Menu {
  const copy = structuredClone(menu);
  copy.sections[0]!.subsections[0]!.items[0]!.options[0]!.price = price;
  return copy;
}
const firstPrice = (menu: unknown) => (menu as Menu).sections[0]!.subsections[0]!.items[0]!.options[0]!.price;

beforeAll(async () => {
  s = await createSharedApps(2);
});
afterAll(() => s.close());

describe('a save from a form drawn before a publish', () => {
  it('is refused when there was no draft and someone published since, and the published change stays', async () => {
    // Editors A and B open the dish while it has no draft: both forms are based on the same published version.
    const a = await opened('menu', 'kids');
    const b = await opened('menu', 'kids');
    expect(a.draft).toBeNull();
    expect(a.basedOn).toEqual({ version: a.latestVersion, revision: 0 });

    const saved = await studioOn(0).saveDraft(EDITOR, 'menu', 'kids', priced(a.live as Menu, 619), a.basedOn);
    await studioOn(0).publish(EDITOR, 'menu', 'kids', saved.basedOn);
    // B, on the other instance, saves the stale form.
    await expect(
      studioOn(s.services.length - 1).saveDraft(EDITOR, 'menu', 'kids', priced(b.live as Menu, 550), b.basedOn),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: STUDIO_MESSAGES.conflict,
    });
    const after = await opened('menu', 'kids');
    expect(after.draft).toBeNull();
    expect(firstPrice(after.live)).toBe(619);
  });

  it('is refused when a new draft took the old one’s revision number after a publish', async () => {
    const start = await opened('menu', 'kids');
    const first = await studioOn().saveDraft(EDITOR, 'menu', 'kids', priced(start.live as Menu, 700), start.basedOn);
    const staleForm = first.basedOn; // B opens the draft at revision 1
    await studioOn().publish(EDITOR, 'menu', 'kids', first.basedOn);
    const again = await opened('menu', 'kids');
    const second = await studioOn().saveDraft(EDITOR, 'menu', 'kids', priced(again.live as Menu, 725), again.basedOn);
    expect(second.revision).toBe(staleForm.revision);
    await expect(studioOn().saveDraft(EDITOR, 'menu', 'kids', priced(start.live as Menu, 550), staleForm)).rejects.toMatchObject({
      kind: 'conflict',
    });
    await expect(studioOn().publish(EDITOR, 'menu', 'kids', staleForm)).rejects.toMatchObject({ kind: 'conflict' });
    expect(firstPrice((await opened('menu', 'kids')).draft!.doc)).toBe(725);
    await studioOn().discardDraft(EDITOR, 'menu', 'kids');
  });
});

describe('a scheduled draft', () => {
  /** Publishes `change` to the offer at once, as another editor would (saved, then published). */
  async function publishNow(docId: string, change: Partial<Offer>) {
    now = T0;
    const o = await opened('offer', docId);
    const saved = await studioOn().saveDraft(EDITOR, 'offer', docId, { ...(o.live as Offer), ...change }, o.basedOn);
    return studioOn().publish(EDITOR, 'offer', docId, saved.basedOn);
  }

  it('stays the draft, to preview and edit, and the schedule publishes it as last saved', async () => {
    now = T0;
    const o = await opened('offer', '3');
    const saved = await studioOn().saveDraft(EDITOR, 'offer', '3', { ...(o.live as Offer), title: 'Kids eat free, all week' }, o.basedOn);
    await studioOn().schedule(EDITOR, 'offer', '3', saved.basedOn, new Date(T0.getTime() + HOUR));
    const scheduled = await opened('offer', '3');
    expect(scheduled.draft).toMatchObject({ revision: 1 });
    expect(scheduled.schedules[0]).toMatchObject({ status: 'pending', fromDraft: true });
    expect(((await studioOn().previewDocument(EDITOR, 'offer', '3')) as Offer).title).toBe('Kids eat free, all week');

    await studioOn().saveDraft(EDITOR, 'offer', '3', { ...(o.live as Offer), title: 'Kids eat free, every day' }, scheduled.basedOn);
    now = new Date(T0.getTime() + HOUR);
    expect(await studioOn().publishDue()).toEqual({ published: 1, failed: 0 });
    const done = await opened('offer', '3');
    expect((done.live as Offer).title).toBe('Kids eat free, every day');
    expect(done.draft).toBeNull();
  });

  /** The offer's draft with `title`, scheduled an hour from T0; answers the version the draft began from. */
  async function scheduleTitle(docId: string, title: string) {
    now = T0;
    const o = await opened('offer', docId);
    const saved = await studioOn().saveDraft(EDITOR, 'offer', docId, { ...(o.live as Offer), title }, o.basedOn);
    await studioOn().schedule(EDITOR, 'offer', docId, saved.basedOn, new Date(T0.getTime() + HOUR));
    return o.latestVersion;
  }

  it('is rebased at its time onto a version published since, when no field clashes, and says so', async () => {
    const packOffer = (await opened('offer', '4')).live as Offer;
    await publishNow('4', { description: 'Sunshine in a glass.' });
    await scheduleTitle('4', 'Malibu summer');
    // Another editor rolls the offer back to the pack's version after it was scheduled: the description changes again.
    const { version } = await studioOn(s.services.length - 1).rollback(EDITOR, 'offer', '4', 1);

    now = new Date(T0.getTime() + HOUR);
    const runs = await Promise.all(s.services.map((_, i) => studioOn(i).publishDue()));
    expect(runs.reduce((n, r) => n + r.published, 0)).toBe(1);
    const done = await opened('offer', '4');
    // Their change (the description rolled back) stays; the scheduled title is laid on it.
    expect(done.live).toMatchObject({ title: 'Malibu summer', description: packOffer.description });
    expect(done.schedules[0]).toMatchObject({
      status: 'published',
      note: expect.stringMatching(new RegExp(`^Rebased: version ${version}, published by`)),
    });
    expect(done.versions[0]!.summary).toMatch(new RegExp(`^Scheduled by .* \\(rebased onto version ${version}\\): title:`));
    expect(done.draft).toBeNull();
  });

  it('is refused at its time when a version published since changed the same field, told by the panel and the audit log', async () => {
    await publishNow('5', { title: 'Two for one, midweek' });
    const base = await scheduleTitle('5', 'Two for one, Monday to Thursday');
    await studioOn().rollback(EDITOR, 'offer', '5', 1);
    const rolledBack = (await opened('offer', '5')).live as Offer;

    now = new Date(T0.getTime() + HOUR);
    expect(await studioOn().publishDue()).toEqual({ published: 0, failed: 1 });
    const after = await opened('offer', '5');
    expect(after.live).toEqual(rolledBack);
    expect(after.schedules[0]).toMatchObject({
      status: 'failed',
      problem: expect.stringMatching(/^Not published: version \d+, .*\(title\)/),
    });
    // The draft is kept, and shows it began before the live version.
    expect(after.draft).toMatchObject({ baseVersion: base });
    expect(after.draftIsStale).toBe(true);
    const trail = await auditTrail(s.services[0]!.database.db, 'content', 'offer:5');
    expect(trail.at(-1)).toMatchObject({ action: 'scheduled-publish-refused', actor: 'Mesa' });
    await studioOn().discardDraft(EDITOR, 'offer', '5');
  });

  it('is cancelled, and says why, when its draft is published by hand or discarded', async () => {
    await scheduleTitle('6', 'Students: 25% off');
    await studioOn().publish(EDITOR, 'offer', '6', (await opened('offer', '6')).basedOn);
    expect((await opened('offer', '6')).schedules[0]).toMatchObject({
      status: 'cancelled',
      note: expect.stringMatching(/before its time$/),
    });
    expect((await auditTrail(s.services[0]!.database.db, 'content', 'offer:6')).map((e) => e.action)).toContain('cancel-schedule');
    await scheduleTitle('6', 'Students: 30% off');
    await studioOn().discardDraft(EDITOR, 'offer', '6');
    const { schedules } = await opened('offer', '6');
    expect(schedules.map((x) => x.status)).toEqual(['cancelled', 'cancelled']);
    expect(schedules.map((x) => x.note)).toContain('The draft was discarded');
    now = new Date(T0.getTime() + HOUR);
    expect(await studioOn().publishDue()).toEqual({ published: 0, failed: 0 });
  });
});

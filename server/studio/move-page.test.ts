// Decision 054 "Pages": a page's change of address, against a real database (on
// PostgreSQL with TEST_DATABASE_URL, with two instances): published under its
// new id in one transaction, a 301 from the old address (no chains), the
// sitemap listing only the new one, its history, draft and schedule following it.
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/content.ts';
import { PAGE_ADDRESS_MESSAGES } from '../../contract/page-address.ts';
import { loadContentPack } from '../../content/load-pack.ts';
import { loadContentPage } from '../../app/lib/page-loader.server.ts';
import { loader as sitemap } from '../../app/routes/sitemap.ts';
import { createSharedApps, type SharedApps } from '../../tests/support/booking-helpers.ts';
import { auditTrail } from '../audit/audit-log.ts';
import { seedContent } from '../content/seed-content.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { createStudioService } from './studio-service.ts';
import { CONTENT_EDITOR as EDITOR } from '../../tests/support/staff-fixtures.ts';

const T0 = new Date('2027-03-01T10:00:00Z');
const BATH_MANAGER: StaffMember = { ...EDITOR, id: 'staff-bath', name: 'Max Manager', role: 'manager', restaurants: ['1002'] };

let s: SharedApps;
const studioOn = (i: number) =>
  createStudioService({ db: s.services[i]!.database.db, clock: () => T0, forgetContent: () => s.services[i]!.content.clearCache() });
const other = () => s.services[s.services.length - 1]!;

/** What a diner's request for `path` gets from the content page's loader: the page's id, or the 301's Location. */
async function visit(path: string): Promise<{ page: string } | { status: number; location: string | null }> {
  const context = { services: { ...other(), config: { publicUrl: 'https://www.example.com' } } } as unknown as AppLoadContext;
  try {
    const { page } = await loadContentPage(
      context,
      path.replace(/^\/|\/$/g, ''),
      new Request(`https://www.example.com${path}?utm_source=x`),
    );
    return { page: page.id };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 0, location: null };
  }
}

async function sitemapPaths(): Promise<string[]> {
  const context = { services: { ...other(), config: { publicUrl: 'https://www.example.com' } } };
  const xml = await (await sitemap({ context } as unknown as Parameters<typeof sitemap>[0])).text();
  return [...xml.matchAll(/<loc>https:\/\/www\.example\.com([^<]*)<\/loc>/g)].map((m) => m[1]!);
}

beforeAll(async () => {
  s = await createSharedApps(2);
});
afterAll(() => s.close());

describe(`a page’s change of address (${process.env.TEST_DATABASE_URL ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  it('publishes the page at its new address, 301s the old one with its query, and lists only the new one in the sitemap', async () => {
    const studio = studioOn(0);
    const before = (await studio.open(EDITOR, 'page', 'students')).live as Page;
    // A draft begun before the move follows the page.
    await studio.saveDraft(
      EDITOR,
      'page',
      'students',
      { ...before, title: 'Students, draft' },
      (await studio.open(EDITOR, 'page', 'students')).basedOn,
    );

    await expect(studio.changePageAddress(EDITOR, 'students', ' /Student-Offers/ ')).resolves.toMatchObject({
      docId: 'student-offers',
      replacedRedirect: null,
    });

    await expect.poll(() => visit('/students/'), { timeout: 3000 }).toEqual({ status: 301, location: '/student-offers/?utm_source=x' });
    expect(await visit('/student-offers/')).toEqual({ page: 'student-offers' });
    const paths = await sitemapPaths();
    expect(paths).toContain('/student-offers/');
    expect(paths).not.toContain('/students/');

    const moved = await studio.open(EDITOR, 'page', 'student-offers');
    expect(moved.live).toEqual({ ...before, id: 'student-offers' });
    expect(moved.versions[0]).toMatchObject({
      origin: 'studio',
      actor: 'Esme Editor',
      summary: 'Moved from /students/ to /student-offers/',
    });
    // The history came along (the pack's version first), each with the new id, so a rollback works here.
    expect(moved.versions.at(-1)).toMatchObject({ version: 1, origin: 'pack' });
    expect((moved.versions.at(-1)!.doc as Page).id).toBe('student-offers');
    expect(moved.draft).toMatchObject({ revision: 1 });
    expect(moved.draftIsStale).toBe(false);
    expect(moved.draft!.doc as Page).toMatchObject({ id: 'student-offers', title: 'Students, draft' });
    await expect(studio.open(EDITOR, 'page', 'students')).rejects.toMatchObject({ kind: 'not-found' });

    const db = s.services[0]!.database.db;
    // (Every entry here is at T0: looked for, not taken from the top.)
    expect(await auditTrail(db, 'content', 'page:student-offers')).toContainEqual(
      expect.objectContaining({ action: 'change-address', actor: 'Esme Editor' }),
    );
    expect(await auditTrail(db, 'content', 'page:students')).toContainEqual(expect.objectContaining({ action: 'change-address' }));
  });

  it('points older addresses at the newest, never a chain, and serves a page that moves back to an old address', async () => {
    const studio = studioOn(s.services.length - 1);
    await studio.discardDraft(EDITOR, 'page', 'student-offers');
    await studio.changePageAddress(EDITOR, 'student-offers', 'offers/students');
    await expect
      .poll(() => visit('/students/'), { timeout: 3000 })
      .toMatchObject({ status: 301, location: '/offers/students/?utm_source=x' });
    expect(await visit('/student-offers/')).toMatchObject({ status: 301, location: '/offers/students/?utm_source=x' });
    expect(await visit('/offers/students/')).toEqual({ page: 'offers/students' });

    // Back to where it began: that address serves the page again, and nothing redirects to a redirect. Its own old
    // redirect is no news to the editor.
    await expect(studio.changePageAddress(EDITOR, 'offers/students', 'students')).resolves.toMatchObject({ replacedRedirect: null });
    await expect.poll(() => visit('/students/'), { timeout: 3000 }).toEqual({ page: 'students' });
    expect(await visit('/student-offers/')).toMatchObject({ status: 301, location: '/students/?utm_source=x' });
    expect(await visit('/offers/students/')).toMatchObject({ status: 301, location: '/students/?utm_source=x' });
    const history = (await studio.open(EDITOR, 'page', 'students')).versions;
    expect(history[0]!.summary).toBe('Moved from /offers/students/ to /students/');
    expect(new Set(history.map((v) => v.version)).size).toBe(history.length);
  });

  it('refuses a taken, reserved, malformed or unchanged address, a routed page, and a manager, changing nothing', async () => {
    const studio = studioOn(0);
    const refusals: [string, string, string | RegExp][] = [
      ['students', 'faqs', PAGE_ADDRESS_MESSAGES.taken('/faqs/')],
      ['students', 'console', PAGE_ADDRESS_MESSAGES.reserved],
      ['students', 'restaurants/bath', PAGE_ADDRESS_MESSAGES.reserved],
      ['students', 'Two Words', PAGE_ADDRESS_MESSAGES.format],
      ['students', 'a/b/c', PAGE_ADDRESS_MESSAGES.format],
      ['students', '/students/', PAGE_ADDRESS_MESSAGES.same],
      ['home', 'welcome', PAGE_ADDRESS_MESSAGES.routed],
    ];
    for (const [from, to, message] of refusals)
      await expect(studio.changePageAddress(EDITOR, from, to), `${from} → ${to}`).rejects.toMatchObject({
        kind: 'invalid',
        field: 'to',
        message,
      });
    await expect(studio.changePageAddress(EDITOR, 'no-such-page', 'anything')).rejects.toMatchObject({ kind: 'not-found' });
    await expect(studio.changePageAddress(BATH_MANAGER, 'faqs', 'questions')).rejects.toMatchObject({ kind: 'not-found' });
    expect(await visit('/faqs/')).toEqual({ page: 'faqs' });
    expect(await visit('/questions/')).toMatchObject({ status: 404 });
  });

  it('a page that takes another page’s old address ends that redirect, and says where it sent visitors', async () => {
    const studio = studioOn(0);
    // /student-offers/ is the students page's old address, sending visitors to /students/.
    await expect(studio.changePageAddress(EDITOR, 'faqs', 'student-offers')).resolves.toMatchObject({
      docId: 'student-offers',
      replacedRedirect: '/students/',
    });
    await expect.poll(() => visit('/student-offers/'), { timeout: 3000 }).toEqual({ page: 'student-offers' });
    expect(await visit('/students/')).toEqual({ page: 'students' });
    const trail = await auditTrail(s.services[0]!.database.db, 'content', 'page:faqs');
    expect(trail).toContainEqual(
      expect.objectContaining({ action: 'change-address', after: expect.objectContaining({ replacedRedirect: '/students/' }) }),
    );
    await studio.changePageAddress(EDITOR, 'student-offers', 'faqs');
    await expect.poll(() => visit('/faqs/'), { timeout: 3000 }).toEqual({ page: 'faqs' });
  });

  it('takes two moves to one address at once as one move and one refusal', async () => {
    const [a, b] = [studioOn(0), studioOn(s.services.length - 1)];
    const outcomes = await Promise.allSettled([
      a.changePageAddress(EDITOR, 'careers', 'jobs'),
      b.changePageAddress(EDITOR, 'partners', 'jobs'),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({
      reason: { kind: 'invalid', message: PAGE_ADDRESS_MESSAGES.taken('/jobs/') },
    });
  });

  it('a pending scheduled publish follows the page, and a re-seed of the pack does not bring the old address back', async () => {
    const studio = studioOn(0);
    const live = (await studio.open(EDITOR, 'page', 'gift-cards')).live as Page;
    const { basedOn } = await studio.saveDraft(
      EDITOR,
      'page',
      'gift-cards',
      { ...live, title: 'Gift cards, later' },
      (await studio.open(EDITOR, 'page', 'gift-cards')).basedOn,
    );
    await studio.schedule(EDITOR, 'page', 'gift-cards', basedOn, new Date(T0.getTime() + 3_600_000));
    await studio.changePageAddress(EDITOR, 'gift-cards', 'vouchers');
    const moved = await studio.open(EDITOR, 'page', 'vouchers');
    // Begun from the newest version, it is based on the moved page's: at its time it publishes without a rebase.
    expect(moved.schedules[0]).toMatchObject({ status: 'pending', baseVersion: moved.latestVersion });

    const pack = await loadContentPack();
    const changed = { ...pack, settings: { ...pack.settings, tagline: `${pack.settings.tagline} ` } };
    await seedContent(s.services[0]!.database.db, changed, T0);
    s.services[0]!.content.clearCache();
    other().content.clearCache();
    expect(await visit('/gift-cards/')).toMatchObject({ status: 301, location: '/vouchers/?utm_source=x' });
  });

  it('stores a page’s rich text only as the site renders it, whatever sent it', async () => {
    const studio = studioOn(0);
    const live = (await studio.open(EDITOR, 'page', 'faqs')).live as Page;
    const tiles = live.tiles.map((t, i) =>
      i === 0 ? { ...t, content: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">go</a></p>' } : t,
    );
    await studio.saveDraft(EDITOR, 'page', 'faqs', { ...live, tiles }, (await studio.open(EDITOR, 'page', 'faqs')).basedOn);
    const { draft } = await studio.open(EDITOR, 'page', 'faqs');
    expect((draft!.doc as Page).tiles[0]!.content).toBe('<p>Hialert(1)<a>go</a></p>');
    await studio.discardDraft(EDITOR, 'page', 'faqs');
  });
});

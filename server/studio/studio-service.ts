// The content studio (decision 036): drafts, publish now or at a time, history and
// rollback of the documents the site shows. The live tables stay what the site
// reads; a publish writes the live document, keeps the version, and moves the
// published version on, so every instance drops its cached pages within a
// second (published-version.ts). Every write checks who may edit the document
// (other restaurants' content is not found) and goes to the audit log.
import { and, desc, eq } from 'drizzle-orm';
import type { Menu, RestaurantDoc, Settings } from '../../contract/content.ts';
import type { AvailabilityChoice } from '../../contract/content-constants.ts';
import { SETTINGS_DOC_ID, STUDIO_MESSAGES, type BasedOn, type ContentKind } from '../../contract/content-studio.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { contentDrafts, contentSchedules, menus } from '../db/schema.ts';
import { conflict, invalid, notFound } from '../domain/domain-error.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { can } from '../staff/permissions.ts';
import { versionsOf } from '../content/content-versions.ts';
import { readLiveDocument, readLiveDocuments } from '../content/live-documents.ts';
import { sameDocument } from '../content/same-document.ts';
import { changeSummary } from './change-summary.ts';
import { auditContent, checkDocument, publishDocument } from './publish-document.ts';
import { basedOnOf, draftOf, isSameDraft, latestVersion, refuseOvertaken } from './drafts.ts';
import { cancelSchedule, endDraftSchedules, followDraft, publishDueSchedules, scheduleDraft } from './scheduled-publish.ts';
import { exportContent, importContent } from './content-transfer.ts';
import { menusServedAt, withAvailability } from './menu-availability.ts';
import { cleanRichText } from './clean-rich-text.ts';
import { movePage } from './move-page.ts';
import { bandProblem, refuseBandChange } from './price-band-rules.ts';
import { allowParts } from './restaurant-scope.ts';
import { pageAddressSchema } from '../../contract/page-address.ts';

export { checkDocument } from './publish-document.ts';

export interface StudioDeps {
  db: Db;
  clock: () => Date;
  /** Drops this instance's content cache and kept pages' version, so a publish shows here at once (the others follow the version within a second). */
  forgetContent: () => void;
}

/** Who may edit a document: the chain's content editors and admins; a manager only their own restaurants' details. */
export function mayEdit(actor: StaffMember, kind: ContentKind, docId: string): boolean {
  if (kind === 'restaurant') return can(actor, 'content.restaurant', docId);
  return can(actor, 'content.edit');
}

const auditActor = (actor: StaffMember): AuditActor => ({ staffId: actor.id, name: actor.name });

export type { Draft } from './drafts.ts';

export function createStudioService(deps: StudioDeps) {
  const { db, clock } = deps;

  function allow(actor: StaffMember, kind: ContentKind, docId: string): void {
    if (!mayEdit(actor, kind, docId)) throw notFound(STUDIO_MESSAGES.notFound);
  }
  function parse(kind: ContentKind, docId: string, raw: unknown): unknown {
    const check = checkDocument(kind, docId, raw);
    if (!check.ok) {
      const first = check.problems[0]!;
      throw invalid(first.path || undefined, first.path ? `${first.path}: ${first.message}` : first.message);
    }
    return cleanRichText(kind, check.doc);
  }

  /** The menus a restaurant serves, for its availability page: a manager's own restaurants, and every restaurant for the chain's editors. */
  async function menusAt(actor: StaffMember, storeId: string): Promise<{ restaurant: RestaurantDoc; menus: Menu[] }> {
    if (!can(actor, 'content.restaurant', storeId)) throw notFound(STUDIO_MESSAGES.notFound);
    const [restaurant, settings] = await Promise.all([
      readLiveDocument(db, 'restaurant', storeId) as Promise<RestaurantDoc | null>,
      readLiveDocument(db, 'settings', SETTINGS_DOC_ID) as Promise<Settings | null>,
    ]);
    if (!restaurant || !settings) throw notFound(STUDIO_MESSAGES.notFound);
    const menus = await Promise.all(
      menusServedAt(restaurant, settings).map((id) => readLiveDocument(db, 'menu', id) as Promise<Menu | null>),
    );
    return { restaurant, menus: menus.filter((m): m is Menu => m !== null) };
  }

  return {
    mayEdit,

    /** The documents of a kind the member may edit, with whether each has a draft. */
    async list(actor: StaffMember, kind: ContentKind) {
      const [live, drafts] = await Promise.all([
        readLiveDocuments(db, kind),
        db.select({ docId: contentDrafts.docId }).from(contentDrafts).where(eq(contentDrafts.kind, kind)),
      ]);
      const drafted = new Set(drafts.map((d) => d.docId));
      return live.filter((d) => mayEdit(actor, kind, d.docId)).map((d) => ({ docId: d.docId, doc: d.doc, hasDraft: drafted.has(d.docId) }));
    },

    /** A document as the studio shows it: live, draft, history and pending schedules. */
    async open(actor: StaffMember, kind: ContentKind, docId: string) {
      allow(actor, kind, docId);
      const [live, draft, versions, schedules] = await Promise.all([
        readLiveDocument(db, kind, docId),
        draftOf(db, kind, docId),
        versionsOf(db, kind, docId),
        db
          .select()
          .from(contentSchedules)
          .where(and(eq(contentSchedules.kind, kind), eq(contentSchedules.docId, docId)))
          .orderBy(desc(contentSchedules.runAt))
          .limit(20),
      ]);
      if (live === null) throw notFound(STUDIO_MESSAGES.notFound);
      const latest = versions[0]?.version ?? 0;
      return {
        live,
        draft,
        versions,
        schedules,
        latestVersion: latest,
        draftIsStale: !!draft && draft.baseVersion !== latest,
        /** What a form drawn now is based on (decision 061): a save from it is refused once either moves on. */
        basedOn: basedOnOf(draft, latest),
      };
    },

    /** The draft if there is one, else the live document: what the preview renders. */
    async previewDocument(actor: StaffMember, kind: ContentKind, docId: string): Promise<unknown> {
      allow(actor, kind, docId);
      return (await draftOf(db, kind, docId))?.doc ?? (await readLiveDocument(db, kind, docId));
    },

    /**
     * Saves a draft over what the editor's form was based on: the draft's revision, or the published version when
     * there was no draft. A save or publish since is refused (decision 061): nothing is lost silently.
     */
    async saveDraft(
      actor: StaffMember,
      kind: ContentKind,
      docId: string,
      raw: unknown,
      basedOn: BasedOn,
    ): Promise<{ revision: number; basedOn: BasedOn }> {
      allow(actor, kind, docId);
      const doc = parse(kind, docId, raw);
      const at = clock();
      return db.transaction(async (tx) => {
        const live = await readLiveDocument(tx, kind, docId);
        if (live === null) throw notFound(STUDIO_MESSAGES.notFound);
        const draft = await refuseOvertaken(tx, kind, docId, basedOn);
        await refuseBandChange(tx, actor, kind, doc, draft?.doc ?? live); // decision 053 price bands
        allowParts(actor, kind, draft?.doc ?? live, doc);
        const next = basedOn.revision + 1;
        const row = { doc, revision: next, staffId: actor.id, actor: actor.name, updatedAt: at };
        if (draft)
          await tx
            .update(contentDrafts)
            .set(row)
            .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.docId, docId)));
        else {
          // Two first saves at once: the second finds the first's row and is refused, not a fault.
          const made = await tx
            .insert(contentDrafts)
            .values({ kind, docId, ...row, baseVersion: basedOn.version })
            .onConflictDoNothing()
            .returning({ revision: contentDrafts.revision });
          if (!made.length) throw conflict(STUDIO_MESSAGES.conflict);
        }
        await followDraft(tx, kind, docId, { doc, baseVersion: basedOn.version });
        await auditContent(tx, auditActor(actor), at, { kind, docId }, 'draft', {
          after: { revision: next, baseVersion: basedOn.version },
        });
        return { revision: next, basedOn: { version: basedOn.version, revision: next } };
      });
    },

    async discardDraft(actor: StaffMember, kind: ContentKind, docId: string): Promise<void> {
      allow(actor, kind, docId);
      const at = clock();
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(contentDrafts)
          .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.docId, docId)))
          .returning({ revision: contentDrafts.revision });
        if (!gone.length) return;
        const ended = await endDraftSchedules(tx, kind, docId, at, 'The draft was discarded');
        await auditContent(tx, auditActor(actor), at, { kind, docId }, 'discard', {
          before: { revision: gone[0]!.revision, ...(ended.length ? { schedule: ended[0]!.id } : {}) },
        });
      });
    },

    /**
     * Publishes the draft the form was based on, now. Refused when someone saved a newer
     * revision, or published since the draft began (their change would be lost).
     */
    async publish(actor: StaffMember, kind: ContentKind, docId: string, basedOn: BasedOn): Promise<{ version: number }> {
      allow(actor, kind, docId);
      const at = clock();
      const result = await db.transaction(async (tx) => {
        const draft = await draftOf(tx, kind, docId, true);
        if (!draft) throw invalid(undefined, STUDIO_MESSAGES.noDraft);
        if (!isSameDraft(draft, basedOn)) throw conflict(STUDIO_MESSAGES.conflict);
        if (draft.baseVersion !== (await latestVersion(tx, kind, docId))) throw conflict(STUDIO_MESSAGES.staleDraft);
        const live = await readLiveDocument(tx, kind, docId);
        if (sameDocument(live, draft.doc)) throw invalid(undefined, STUDIO_MESSAGES.sameAsLive);
        const bands = await bandProblem(tx, kind, draft.doc); // the live content may have moved on since the save
        if (bands) throw invalid(bands.path, bands.message);
        const version = await publishDocument(tx, { kind, docId, doc: draft.doc, at, actor: auditActor(actor), action: 'publish' });
        await tx.delete(contentDrafts).where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.docId, docId)));
        const ended = await endDraftSchedules(tx, kind, docId, at, `Published by ${actor.name} before its time`);
        if (ended.length)
          await auditContent(tx, auditActor(actor), at, { kind, docId }, 'cancel-schedule', {
            before: { schedule: ended[0]!.id },
            after: { reason: 'published before its time' },
          });
        return { version };
      });
      deps.forgetContent();
      return result;
    },

    /** Publishes the draft at `runAt` (scheduled-publish.ts); the draft stays, to preview and edit, and the schedule follows its saves. */
    async schedule(actor: StaffMember, kind: ContentKind, docId: string, basedOn: BasedOn, runAt: Date): Promise<{ id: string }> {
      allow(actor, kind, docId);
      return scheduleDraft(db, { kind, docId, basedOn, runAt, at: clock(), actor: auditActor(actor) });
    },

    async cancelSchedule(actor: StaffMember, kind: ContentKind, docId: string, scheduleId: string): Promise<void> {
      allow(actor, kind, docId);
      await cancelSchedule(db, { kind, docId, scheduleId, at: clock(), actor: auditActor(actor) });
    },

    /** Publishes every due schedule once across instances, refused or rebased when its base is no longer live. */
    async publishDue(): Promise<{ published: number; failed: number }> {
      const done = await publishDueSchedules(db, clock);
      if (done.published) deps.forgetContent();
      return done;
    },

    /** Every live document as one file (product.md D9 "export from the studio"): the chain's editors only. */
    async exportAll(actor: StaffMember) {
      if (!can(actor, 'content.edit')) throw notFound(STUDIO_MESSAGES.notFound);
      return exportContent(db, clock());
    },

    /**
     * Publishes the documents of an exported file that differ from the live ones; a file with a bad document changes
     * nothing. A document changed in the studio since the file's copy is kept unless named in `replace` (decision 061).
     */
    async importAll(actor: StaffMember, raw: unknown, replace: ReadonlySet<string> = new Set()) {
      if (!can(actor, 'content.edit')) throw notFound(STUDIO_MESSAGES.notFound);
      const result = await importContent(db, auditActor(actor), raw, clock(), replace);
      if (result.published.length) deps.forgetContent();
      return result;
    },

    menusAt,

    /**
     * A restaurant's "sold out tonight" and "not served here", published at once
     * as a new version of the menu (a manager may do this for their own
     * restaurants, on the menus served there). An editor's draft of the menu gets
     * the same change and moves onto the new version, so it can still be
     * published and does not bring the old states back; its revision moves on.
     */
    async setAvailability(
      actor: StaffMember,
      storeId: string,
      menuId: string,
      choices: Record<string, AvailabilityChoice>,
    ): Promise<{ version: number | null; changes: string[] }> {
      const served = (await menusAt(actor, storeId)).menus;
      if (!served.some((m) => m.id === menuId)) throw notFound(STUDIO_MESSAGES.notFound);
      const at = clock();
      const result = await db.transaction(async (tx) => {
        // One change at a time per menu: two restaurants' managers saving together must not undo each other.
        await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, menuId)).for('update');
        const live = (await readLiveDocument(tx, 'menu', menuId)) as Menu | null;
        if (!live) throw notFound(STUDIO_MESSAGES.notFound);
        const outcome = withAvailability(live, storeId, choices);
        if (outcome.unknown.length) throw invalid(undefined, `These dishes are not on the menu: ${outcome.unknown.join(', ')}`);
        if (!outcome.changes.length) return { version: null, changes: [] };
        const restaurant = (await readLiveDocument(tx, 'restaurant', storeId)) as RestaurantDoc;
        const summary = `${restaurant.title}: ${outcome.changes.join(', ')}`;
        const version = await publishDocument(tx, {
          kind: 'menu',
          docId: menuId,
          doc: outcome.menu,
          at,
          actor: auditActor(actor),
          action: 'availability',
          summary,
        });
        const draft = await draftOf(tx, 'menu', menuId, true);
        if (draft) {
          const rebased = withAvailability(draft.doc as Menu, storeId, choices).menu;
          await tx
            .update(contentDrafts)
            .set({ doc: rebased, revision: draft.revision + 1, baseVersion: version })
            .where(and(eq(contentDrafts.kind, 'menu'), eq(contentDrafts.docId, menuId)));
          await followDraft(tx, 'menu', menuId, { doc: rebased, baseVersion: version });
        }
        return { version, changes: outcome.changes };
      });
      if (result.version) deps.forgetContent();
      return result;
    },

    /** Moves a live page to a new address, with a 301 from the old one (move-page.ts); answers the new id. */
    async changePageAddress(
      actor: StaffMember,
      docId: string,
      rawTo: string,
    ): Promise<{ docId: string; version: number; replacedRedirect: string | null }> {
      allow(actor, 'page', docId);
      const to = pageAddressSchema.safeParse(rawTo);
      if (!to.success) throw invalid('to', to.error.issues[0]!.message);
      const at = clock();
      const moved = await db.transaction((tx) => movePage(tx, { from: docId, to: to.data, at, actor: auditActor(actor) }));
      deps.forgetContent();
      return { docId: to.data, ...moved };
    },

    /** Publishes an earlier version again, as a new version (history is never rewritten). */
    async rollback(actor: StaffMember, kind: ContentKind, docId: string, version: number): Promise<{ version: number }> {
      allow(actor, kind, docId);
      const at = clock();
      const result = await db.transaction(async (tx) => {
        const versions = await versionsOf(tx, kind, docId);
        const target = versions.find((v) => v.version === version);
        if (!target) throw notFound('This version could not be found');
        if (version === versions[0]?.version) throw invalid(undefined, 'This version is the live one already');
        const check = checkDocument(kind, docId, target.doc);
        if (!check.ok) throw invalid(undefined, 'This version no longer passes the content rules, so it cannot be published again');
        const live = await readLiveDocument(tx, kind, docId);
        await refuseBandChange(tx, actor, kind, check.doc, live);
        allowParts(actor, kind, live, check.doc);
        const summary = `Rolled back to version ${version}: ${changeSummary(live, check.doc)}`;
        return {
          version: await publishDocument(tx, { kind, docId, doc: check.doc, at, actor: auditActor(actor), action: 'rollback', summary }),
        };
      });
      deps.forgetContent();
      return result;
    },
  };
}

export type StudioService = ReturnType<typeof createStudioService>;

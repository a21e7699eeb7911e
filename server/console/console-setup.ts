// Editing booking setups (decision 025): validate a proposed document with the
// engine's own schema, show what it changes and which bookings it would
// strand, and save it — with its version, an audit entry and, when the
// manager chose so, the stranded bookings cancelled with their message. The
// caller (console-service.ts) has checked the member may edit the restaurant.
import { bookingSetupSchema, type BookingSetup } from '../../contract/booking-setup.ts';
import {
  SETUP_MESSAGES,
  type SetupPreview,
  type SetupProblem,
  type SetupSaved,
  type SetupSaveInput,
  type StrandedBooking,
} from '../../contract/console-setup.ts';
import type { StatusChange } from '../../contract/console-forms.ts';
import { londonDateOf } from '../../contract/london-time.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import { setupChanges } from '../booking/rules/setup-changes.ts';
import { strandedBookings } from '../booking/rules/stranded-bookings.ts';
import type { SetupStore } from '../booking/setup-store.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { conflict, invalid, notFound } from '../domain/domain-error.ts';

export const SETUP_NOT_FOUND = 'This restaurant has no booking setup';
/** The history keeps a summary line this long at most (the document itself is kept whole). */
const SUMMARY_MAX = 2000;

export interface ConsoleSetupDeps {
  db: Db;
  /** Drops this instance's cached setups (the booking engine's), so a save is seen here at once. */
  forgetSetups: () => void;
  content: ContentService;
  store: SetupStore;
  clock: () => Date;
  /** Cancels (or declines, for a request) one booking the way the diary does: day lock, audit, the diner's e-mail. */
  changeStatus: (actor: AuditActor, bookingId: string, change: StatusChange) => Promise<unknown>;
  /** Decision 050: after a save, the restaurant's waitlisted diners are offered what the new setup frees (best effort). */
  setupSaved?: ((storeId: string) => Promise<void>) | undefined;
}

export type SetupCheck = { ok: true; doc: BookingSetup } | { ok: false; problems: SetupProblem[] };

/** The engine's schema, and the document must be this restaurant's. */
export function checkSetupDoc(storeId: string, raw: unknown): SetupCheck {
  const parsed = bookingSetupSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })) };
  }
  if (parsed.data.storeId !== storeId) return { ok: false, problems: [{ path: 'storeId', message: SETUP_MESSAGES.wrongRestaurant }] };
  return { ok: true, doc: parsed.data };
}

export function createConsoleSetup(deps: ConsoleSetupDeps) {
  const { db, store, clock } = deps;

  async function current(storeId: string) {
    const stored = await store.current(storeId);
    if (!stored) throw notFound(SETUP_NOT_FOUND);
    return stored;
  }
  function parse(storeId: string, raw: unknown): BookingSetup {
    const check = checkSetupDoc(storeId, raw);
    if (!check.ok) {
      const first = check.problems[0]!;
      throw invalid(first.path ? `doc.${first.path}` : 'doc', first.path ? `${first.path}: ${first.message}` : first.message);
    }
    return check.doc;
  }

  return {
    current,

    /** What saving `doc` would change and strand, against what is stored now. */
    async preview(storeId: string, doc: BookingSetup): Promise<SetupPreview> {
      const { doc: before } = await current(storeId);
      const upcoming = await store.upcoming(db, storeId, londonDateOf(clock()));
      return { changes: setupChanges(before, doc), stranded: strandedBookings(before, doc, upcoming) };
    },

    async save(actor: AuditActor, storeId: string, input: SetupSaveInput): Promise<SetupSaved> {
      const doc = parse(storeId, input.doc);
      const at = clock();
      const saved = await db.transaction(async (tx) => {
        const stored = await store.current(storeId, tx, { forUpdate: true });
        if (!stored) throw notFound(SETUP_NOT_FOUND);
        if (stored.version !== input.baseVersion) throw conflict(SETUP_MESSAGES.staleVersion);
        const changes = setupChanges(stored.doc, doc);
        if (!changes.length && stored.doc.origin === 'operator')
          return { version: stored.version, changes, stranded: [] as StrandedBooking[] };
        const stranded = strandedBookings(stored.doc, doc, await store.upcoming(tx, storeId, londonDateOf(at)));
        if (stranded.length && !input.stranded) throw conflict(SETUP_MESSAGES.strandedChoice, { field: 'stranded' });
        const summary = (changes.join('; ') || 'Saved as the restaurant’s own setup').slice(0, SUMMARY_MAX);
        const version = await store.write(tx, doc, { at, actor, summary });
        await recordAudit(tx, {
          actor,
          at,
          storeId,
          entity: 'setup',
          entityId: storeId,
          action: 'setup',
          before: { version: stored.version },
          after: { version, changes },
          reason: stranded.length
            ? `${stranded.length} booking(s) affected: ${input.stranded === 'cancel' ? 'cancelled with a message' : 'kept'}`
            : null,
        });
        return { version, changes, stranded };
      });
      // This instance sees the change at once; the others within a second (the published version moved on).
      deps.forgetSetups();
      deps.content.clearCache();
      let cancelled = 0;
      if (input.stranded === 'cancel') {
        for (const b of saved.stranded) {
          const action = b.status === 'requested' ? 'decline' : 'cancel';
          try {
            await deps.changeStatus(actor, b.bookingId, { action, reason: input.message ?? '' });
            cancelled++;
          } catch {
            // Changed meanwhile (cancelled by the diner, seated): nothing left to do for it.
          }
        }
      }
      if (saved.changes.length) await deps.setupSaved?.(storeId).catch(() => undefined);
      return { version: saved.version, changes: saved.changes, cancelled };
    },

    history: (storeId: string) => store.history(storeId),

    async version(storeId: string, version: number): Promise<BookingSetup> {
      const doc = await store.version(storeId, version);
      if (!doc) throw notFound('This version of the setup could not be found');
      return doc;
    },

    all: (storeIds: readonly string[] | null) => store.all(storeIds),
  };
}

export type ConsoleSetup = ReturnType<typeof createConsoleSetup>;

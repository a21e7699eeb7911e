// The console's one door on the server (product.md D8): every call names the
// signed-in member, and the role and restaurant rules (permissions.ts) are
// checked here before anything is read or written — for a booking, message
// or file, against the restaurant it belongs to; staff management is a chain
// admin's only. What a member may not see is "not found", never "forbidden",
// so ids of other restaurants reveal nothing.
import type { MessageKind } from '../../contract/console-messages.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { BookingService } from '../booking/booking-service.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { invalid, notFound } from '../domain/domain-error.ts';
import { can, readsHeadOfficeMessages, type RestaurantAction } from '../staff/permissions.ts';
import { createStaffAdmin } from '../staff/staff-admin.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { createConsoleBookings, type ConsoleBookingEngine } from './console-bookings.ts';
import { createConsoleFees } from './console-fees.ts';
import type { FeeCharges } from '../payments/fee-charges.ts';
import { checkSetupDoc, createConsoleSetup } from './console-setup.ts';
import { createSetupStore } from '../booking/setup-store.ts';
import type { ConsoleService } from './console-service-types.ts';
import { diaryTables } from './diary-view.ts';
import { createMessageInbox, MESSAGE_NOT_FOUND, type InboxScope } from '../forms/message-inbox.ts';
import { dayFiguresByStore, newMessagesByStore } from './home-summary.ts';
import { londonDateOf } from '../../contract/london-time.ts';
import type { Listen } from '../db/pg-listener.ts';
import { createDiaryWatch } from './diary-watch.ts';

export interface ConsoleServiceDeps {
  db: Db;
  /** The booking engine: its reads, staff's writes (decision 031) and the restaurant's settings. */
  booking: ConsoleBookingEngine & Pick<BookingService, 'forgetSetups' | 'restaurantSettings' | 'saveRestaurantSettings' | 'yieldRule'>;
  content: ContentService;
  clock: () => Date;
  /** The site's address, for the set-password links staff management sends. */
  publicUrl: string;
  /** Decision 040: charging a booking's fee exactly once. */
  fees: FeeCharges;
  /** Decision 050: the waitlist, offered what a setup save frees. */
  waitlistOffers?: { offerStore(storeId: string): Promise<void> } | undefined;
  /** A staff member's role, restaurants or access changed (the sessions' recent readings let go, decision 058). */
  staffChanged?: (() => void) | undefined;
  /** Decision 066: the database's announcements, which end an open diary's wait for a change. */
  listen: Listen;
  /** The database schema this instance works in (its announcements are told apart from other schemas'). */
  schema: string;
}

export const PAGE_NOT_FOUND = 'This page could not be found';

const actorOf = (m: StaffMember): AuditActor => ({ staffId: m.id, name: m.name });

export function createConsoleService(deps: ConsoleServiceDeps): ConsoleService {
  const bookings = createConsoleBookings(deps);
  const watch = createDiaryWatch({
    listen: deps.listen,
    schema: deps.schema,
    version: (storeId, date) => bookings.version(storeId, date),
    changed: (storeId, date) => deps.booking.dayChangedElsewhere(storeId, date),
  });
  const inbox = createMessageInbox(deps);
  // Checks `staff.manage` in every method itself (a chain admin's only).
  const staffAdmin = createStaffAdmin(deps);
  const { clock, content } = deps;
  const setups = createConsoleSetup({
    ...deps,
    forgetSetups: () => deps.booking.forgetSetups(),
    store: createSetupStore(deps.db),
    changeStatus: (who, id, change) => bookings.changeStatus(who, id, change),
    setupSaved: deps.waitlistOffers ? (storeId) => deps.waitlistOffers!.offerStore(storeId) : undefined,
  });

  /** A member's role, restaurants or access was changed: said once the change is in. */
  async function staffChanged<T>(change: Promise<T>): Promise<T> {
    const result = await change;
    deps.staffChanged?.();
    return result;
  }

  function allow(actor: StaffMember, action: RestaurantAction, storeId: string | null, message = PAGE_NOT_FOUND): void {
    if (storeId === null ? !readsHeadOfficeMessages(actor) : !can(actor, action, storeId)) throw notFound(message);
  }
  async function allowBooking(actor: StaffMember, action: RestaurantAction, bookingId: string): Promise<void> {
    allow(actor, action, await bookings.storeOf(bookingId));
  }
  const consoleFees = createConsoleFees({
    fees: deps.fees,
    actorOf,
    visibleStore: async (actor, bookingId) => {
      const storeId = await bookings.storeOf(bookingId);
      allow(actor, 'diary.view', storeId);
      return storeId;
    },
  });
  async function restaurant(storeId: string) {
    const r = await content.restaurantByStoreId(storeId);
    if (!r) throw notFound(PAGE_NOT_FOUND);
    return { storeId, slug: r.slug, title: r.title };
  }
  /** The member's restaurants (null: all of them, for a chain admin). */
  const scopeOf = (actor: StaffMember): readonly string[] | null => (actor.role === 'chain-admin' ? null : actor.restaurants);

  return {
    async home(actor) {
      const now = clock();
      const date = londonDateOf(now);
      const stores = scopeOf(actor);
      if (actor.disabled) return { now: now.toISOString(), date, day: {}, newMessages: null, allNewMessages: null };
      const readable = stores === null ? ('all' as const) : stores.filter((s) => can(actor, 'messages.view', s));
      const headOffice = readsHeadOfficeMessages(actor);
      const readsAny = headOffice || readable === 'all' || readable.length > 0;
      const [day, messages] = await Promise.all([
        dayFiguresByStore(deps.db, stores ?? 'all', date),
        readsAny ? newMessagesByStore(deps.db, readable, headOffice) : null,
      ]);
      const newMessages: Record<string, number> = {};
      let all = 0;
      for (const [storeId, n] of messages ?? []) {
        all += n;
        if (storeId !== null) newMessages[storeId] = n;
      }
      return {
        now: now.toISOString(),
        date,
        day: Object.fromEntries(day),
        newMessages: messages ? newMessages : null,
        allNewMessages: messages && headOffice ? all : null,
      };
    },
    async diary(actor, storeId, date) {
      allow(actor, 'diary.view', storeId);
      return bookings.diary(storeId, date);
    },
    async diaryVersion(actor, storeId, date) {
      allow(actor, 'diary.view', storeId);
      return bookings.version(storeId, date);
    },
    async diaryChanges(actor, storeId, date, since, wait) {
      allow(actor, 'diary.view', storeId);
      const version = await watch.nextVersion(storeId, date, since, wait);
      return version === since ? { kind: 'unchanged', version } : bookings.changes(storeId, date, since);
    },
    endDiaryWaits: () => watch.endWaits(),
    async booking(actor, bookingId) {
      await allowBooking(actor, 'diary.view', bookingId);
      const { row, booking, audit, setup } = await bookings.detail(bookingId);
      return { booking, audit, restaurant: await restaurant(row.storeId), tables: setup ? diaryTables(setup) : [] };
    },
    async changeStatus(actor, bookingId, change) {
      await allowBooking(actor, 'diary.edit', bookingId);
      return bookings.changeStatus(actorOf(actor), bookingId, change);
    },
    async createBooking(actor, storeId, input) {
      allow(actor, 'diary.edit', storeId);
      return bookings.create(actorOf(actor), storeId, input);
    },
    async bookingTimes(actor, storeId, query) {
      allow(actor, 'diary.edit', storeId);
      return bookings.times(storeId, query);
    },
    async seatWalkIn(actor, storeId, input) {
      allow(actor, 'diary.edit', storeId);
      return bookings.walkIn(actorOf(actor), storeId, input);
    },
    async moveBooking(actor, bookingId, move) {
      await allowBooking(actor, 'diary.edit', bookingId);
      return bookings.move(actorOf(actor), bookingId, move);
    },
    async dayOptimisation(actor, storeId, date) {
      allow(actor, 'diary.edit', storeId);
      return bookings.optimisation(storeId, date ?? londonDateOf(clock()), await restaurant(storeId));
    },
    async optimiseDay(actor, input) {
      allow(actor, 'diary.edit', input.storeId);
      return { moved: (await bookings.optimise(actorOf(actor), input)).length };
    },
    fees: (actor, bookingId) => consoleFees.fees(actor, bookingId),
    chargeFee: (actor, bookingId, input) => consoleFees.chargeFee(actor, bookingId, input),
    async setNote(actor, bookingId, note) {
      await allowBooking(actor, 'diary.edit', bookingId);
      return bookings.setNote(actorOf(actor), bookingId, note);
    },
    async setPinned(actor, bookingId, pinned) {
      await allowBooking(actor, 'diary.edit', bookingId);
      return bookings.setPinned(actorOf(actor), bookingId, pinned);
    },
    async bookingForm(actor, storeId) {
      allow(actor, 'diary.edit', storeId);
      const setup = await bookings.setupOf(storeId);
      if (!setup) throw notFound(PAGE_NOT_FOUND);
      return {
        restaurant: await restaurant(storeId),
        occasions: setup.occasions.map(({ id, name }) => ({ id, name })),
        areas: setup.areas,
        menus: setup.menus.map(({ id, name }) => ({ id, name })),
        tables: diaryTables(setup),
      };
    },
    async search(actor, query, storeId) {
      if (storeId !== undefined) allow(actor, 'diary.view', storeId);
      const q = query.trim();
      if (q.length < 2) throw invalid('q', 'Please type at least two characters');
      const scope = storeId !== undefined ? [storeId] : scopeOf(actor);
      const titles = new Map((await content.restaurantSummaries()).map((r) => [r.storeId, r.title]));
      const hits = await bookings.search(q, scope);
      return hits.map(({ row, booking }) => ({ ...booking, restaurantTitle: titles.get(row.storeId) ?? row.storeId }));
    },
    async exportCsv(actor, storeId, from, to) {
      allow(actor, 'diary.view', storeId);
      return bookings.exportCsv(storeId, from, to);
    },

    async messages(actor, filter) {
      if (filter.storeId !== undefined) allow(actor, 'messages.view', filter.storeId);
      const stores = scopeOf(actor);
      const scope: InboxScope =
        stores === null
          ? { storeIds: 'all', headOffice: true }
          : { storeIds: stores.filter((s) => can(actor, 'messages.view', s)), headOffice: false };
      if (actor.disabled) return [];
      return inbox.list(scope, filter);
    },
    async message(actor, kind: MessageKind, id) {
      allow(actor, 'messages.view', await inbox.storeOf(kind, id), MESSAGE_NOT_FOUND);
      return inbox.detail(kind, id);
    },
    async updateMessage(actor, kind, id, update) {
      allow(actor, 'messages.view', await inbox.storeOf(kind, id), MESSAGE_NOT_FOUND);
      await inbox.update(actorOf(actor), kind, id, update, clock());
      return inbox.detail(kind, id);
    },
    async attachment(actor, fileId) {
      const file = await inbox.attachment(fileId);
      allow(actor, 'messages.view', file.storeId, 'This file could not be found');
      return { name: file.name, contentType: file.contentType, content: file.content };
    },

    async settings(actor, storeId) {
      allow(actor, 'setup.edit', storeId);
      await restaurant(storeId);
      return deps.booking.restaurantSettings(storeId);
    },
    async saveSettings(actor, storeId, input) {
      allow(actor, 'setup.edit', storeId);
      await restaurant(storeId);
      return deps.booking.saveRestaurantSettings(actorOf(actor), { storeId, ...input });
    },

    async yieldWeeks(actor, storeId, weekday) {
      allow(actor, 'setup.edit', storeId);
      await restaurant(storeId);
      const setup = await bookings.setupOf(storeId);
      if (!setup) throw notFound(PAGE_NOT_FOUND);
      return deps.booking.yieldRule.pastWeeks(storeId, setup, weekday, clock());
    },

    async setup(actor, storeId) {
      allow(actor, 'setup.edit', storeId);
      const [r, stored] = await Promise.all([restaurant(storeId), setups.current(storeId)]);
      return { storeId, restaurant: r, version: stored.version, origin: stored.doc.origin, doc: stored.doc };
    },
    async checkSetup(actor, storeId, doc) {
      allow(actor, 'setup.edit', storeId);
      const check = checkSetupDoc(storeId, doc);
      if (!check.ok) return check;
      return { ok: true, doc: check.doc, ...(await setups.preview(storeId, check.doc)) };
    },
    async saveSetup(actor, storeId, input) {
      allow(actor, 'setup.edit', storeId);
      return setups.save(actorOf(actor), storeId, input);
    },
    async setupHistory(actor, storeId) {
      allow(actor, 'setup.edit', storeId);
      return setups.history(storeId);
    },
    async setupVersion(actor, storeId, version) {
      allow(actor, 'setup.edit', storeId);
      return setups.version(storeId, version);
    },
    async exportSetups(actor, storeId) {
      if (storeId !== null) {
        allow(actor, 'setup.edit', storeId);
        return setups.all([storeId]);
      }
      const scope = scopeOf(actor);
      return setups.all(scope === null ? null : scope.filter((id) => can(actor, 'setup.edit', id)));
    },

    staffList: (actor) => staffAdmin.list(actor),
    staffMember: (actor, staffId) => staffAdmin.member(actor, staffId),
    addStaff: (actor, input) => staffAdmin.add(actor, input),
    updateStaff: (actor, staffId, input) => staffChanged(staffAdmin.update(actor, staffId, input)),
    setStaffAccess: (actor, staffId, access) => staffChanged(staffAdmin.setAccess(actor, staffId, access)),
    sendStaffLink: (actor, staffId) => staffAdmin.sendLink(actor, staffId),
  };
}

// What the restaurant console can ask of the server (product.md D8). Every method
// takes the signed-in staff member and checks the role and the restaurant
// itself (server/staff/permissions.ts), so a page loader, a page action and an
// /api/console route are guarded by the same code: a booking, message or file
// of a restaurant the member does not work is not found (DomainError 'not-found').
import type { PastWeeks } from '../booking/yield/yield-service.ts';
import type { DiaryChanges } from '../../contract/diary-changes.ts';
import type { WaitOptions } from './diary-watch.ts';
import type { BookingDetail, BookingFormChoices, Diary, DiaryBooking, SearchHit } from '../../contract/diary-shapes.ts';
import type {
  BookingMove,
  RestaurantSettings,
  StaffBookingInput,
  StaffTimes,
  StaffTimesQuery,
  StatusChange,
  WalkInInput,
} from '../../contract/console-forms.ts';
import type { DayOptimisationView, DayOptimiseInput } from '../../contract/day-optimisation.ts';
import type { MessageDetail, MessageKind, MessageSummary } from '../../contract/console-messages.ts';
import type { BookingSetup } from '../../contract/booking-setup.ts';
import type { FeeChargeInput, FeeChargeReply, FeePanel } from '../../contract/fee-panel.ts';
import type {
  SetupPreview,
  SetupProblem,
  SetupSaved,
  SetupSaveInput,
  SetupVersionSummary,
  SetupView,
} from '../../contract/console-setup.ts';
import type { NewStaffDetails, SetPasswordLink, StaffDetails, StaffOverview } from '../../contract/staff.ts';
import type { StaffMemberDetail } from '../staff/staff-admin.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import type { DayFigures } from './home-summary.ts';

/** The console home's figures (product.md D8 "Console UI"), for the restaurants the member works. */
export interface ConsoleHomeSummary {
  /** The services' clock, ISO: the page's greeting and "today" follow it, never the browser's. */
  now: string;
  /** Today in London. */
  date: string;
  /** Today's figures by storeId (a restaurant without bookings today is absent: all zero). */
  day: Record<string, DayFigures>;
  /** New messages by storeId, for the restaurants whose messages the member reads; null when they read none. */
  newMessages: Record<string, number> | null;
  /** A chain admin's count of every new message, head office's included; null for other roles. */
  allNewMessages: number | null;
}

export interface ConsoleService {
  /** The console home: today's figures and new messages of every restaurant the member works, in two grouped queries. */
  home(actor: StaffMember): Promise<ConsoleHomeSummary>;
  /** The diary of a restaurant-day; `date` defaults to today in London. */
  diary(actor: StaffMember, storeId: string, date?: string): Promise<Diary>;
  /** A cheap token that changes whenever a booking of that restaurant-day changes (live refresh). */
  diaryVersion(actor: StaffMember, storeId: string, date: string): Promise<string>;
  /**
   * Decision 066: waits (up to `timeoutMs`, or until the asker leaves) for the day to move on from the version
   * `since`, then says what changed; "unchanged" when nothing did.
   */
  diaryChanges(actor: StaffMember, storeId: string, date: string, since: string, wait: WaitOptions): Promise<DiaryChanges>;
  /** Shutting down: the open diaries' waits are answered at once, so the in-flight requests finish. */
  endDiaryWaits(): void;
  booking(actor: StaffMember, bookingId: string): Promise<BookingDetail>;
  /** Lifecycle actions (contract STATUS_ACTIONS); mails the diner for confirm, decline and cancel. */
  changeStatus(actor: StaffMember, bookingId: string, change: StatusChange): Promise<DiaryBooking>;
  /** A phone or walk-in booking through the engine and the day lock; a clash is refused with product.md §8 status 9. */
  createBooking(actor: StaffMember, storeId: string, input: StaffBookingInput): Promise<DiaryBooking>;
  /** product.md D8: the times the engine offers a phone booking (as online), with the tables it would give. */
  bookingTimes(actor: StaffMember, storeId: string, query: StaffTimesQuery): Promise<StaffTimes>;
  /** product.md D8: a walk-in seated now at one table, name optional; a table taken now is product.md §8 status 9. */
  seatWalkIn(actor: StaffMember, storeId: string, input: WalkInInput): Promise<DiaryBooking>;
  /** Another date, time, table or party size under the day lock; the diner is told when the date or time changes. */
  moveBooking(actor: StaffMember, bookingId: string, move: BookingMove): Promise<DiaryBooking>;
  setNote(actor: StaffMember, bookingId: string, note: string): Promise<DiaryBooking>;
  /** Decision 074: pin a booking to its tables, or let re-seating move it again. */
  setPinned(actor: StaffMember, bookingId: string, pinned: boolean): Promise<DiaryBooking>;
  /** Decision 079: the re-seating of the day's unpinned bookings that frees the starts still sold most. */
  dayOptimisation(actor: StaffMember, storeId: string, date?: string): Promise<DayOptimisationView>;
  /** Decision 079: applies it under the day lock; refused (conflict) when the day or the plan changed since. */
  optimiseDay(actor: StaffMember, input: DayOptimiseInput): Promise<{ moved: number }>;
  /** Decision 040: the booking's fee and its attempts for a manager or chain admin; null for a host. */
  fees(actor: StaffMember, bookingId: string): Promise<FeePanel | null>;
  /** Decision 040: charges the booking's fee, at most once; a host is forbidden. */
  chargeFee(actor: StaffMember, bookingId: string, input: FeeChargeInput): Promise<FeeChargeReply>;
  bookingForm(actor: StaffMember, storeId: string): Promise<BookingFormChoices>;
  /** By name, phone, e-mail or reference, across dates; in one restaurant or all the member works. */
  search(actor: StaffMember, query: string, storeId?: string): Promise<SearchHit[]>;
  /** CSV of a date range (at most 366 days), header row first. */
  exportCsv(actor: StaffMember, storeId: string, from: string, to: string): Promise<string>;

  /** Contact messages and group enquiries: a restaurant's, or (chain admin, no storeId) all, head office's included. */
  messages(actor: StaffMember, filter: { storeId?: string; status?: 'new' | 'handled' }): Promise<MessageSummary[]>;
  message(actor: StaffMember, kind: MessageKind, id: string): Promise<MessageDetail>;
  updateMessage(
    actor: StaffMember,
    kind: MessageKind,
    id: string,
    update: { status: 'new' | 'handled'; note?: string },
  ): Promise<MessageDetail>;
  /** A contact message's attachment, for staff of its restaurant only. */
  attachment(actor: StaffMember, fileId: string): Promise<{ name: string; contentType: string; content: Buffer }>;

  settings(actor: StaffMember, storeId: string): Promise<RestaurantSettings>;
  saveSettings(actor: StaffMember, storeId: string, input: Omit<RestaurantSettings, 'storeId'>): Promise<RestaurantSettings>;
  /** Decision 075, for managers of the restaurant and chain admins: what the yield rule would have done on a weekday's past weeks. */
  yieldWeeks(actor: StaffMember, storeId: string, weekday: number): Promise<PastWeeks>;

  /** Booking setup (decision 025), for managers of the restaurant and chain admins: the stored document and its version. */
  setup(actor: StaffMember, storeId: string): Promise<SetupView>;
  /** Validates a proposed document with the engine's schema; when valid, what it changes and which bookings it strands. */
  checkSetup(
    actor: StaffMember,
    storeId: string,
    doc: unknown,
  ): Promise<({ ok: true; doc: BookingSetup } & SetupPreview) | { ok: false; problems: SetupProblem[] }>;
  /** Saves a whole document; refused (conflict) over a newer version, or when it strands bookings and no choice was made. */
  saveSetup(actor: StaffMember, storeId: string, input: SetupSaveInput): Promise<SetupSaved>;
  setupHistory(actor: StaffMember, storeId: string): Promise<SetupVersionSummary[]>;
  setupVersion(actor: StaffMember, storeId: string, version: number): Promise<BookingSetup>;
  /** One restaurant's document, or (storeId null) every one the member may edit — the whole chain for a chain admin. */
  exportSetups(actor: StaffMember, storeId: string | null): Promise<BookingSetup[]>;

  /** Staff management, chain admins only (server/staff/staff-admin.ts): every account, by name. */
  staffList(actor: StaffMember): Promise<StaffOverview[]>;
  staffMember(actor: StaffMember, staffId: string): Promise<StaffMemberDetail>;
  /** A new account; its set-password link is e-mailed (outbox) and returned, to pass on by hand. */
  addStaff(actor: StaffMember, input: NewStaffDetails): Promise<{ member: StaffOverview; link: SetPasswordLink }>;
  updateStaff(actor: StaffMember, staffId: string, input: StaffDetails): Promise<{ member: StaffOverview; changed: boolean }>;
  /** Disabling ends every session of the account at once; no admin disables themselves or the last active chain admin. */
  setStaffAccess(
    actor: StaffMember,
    staffId: string,
    access: 'disable' | 'enable',
  ): Promise<{ member: StaffOverview; sessionsEnded: number }>;
  sendStaffLink(actor: StaffMember, staffId: string): Promise<SetPasswordLink>;
}

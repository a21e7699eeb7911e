// A booking's life (product.md D8): requested → confirmed or declined; confirmed →
// seated → completed; cancelled (by the diner or the restaurant, with a
// reason); no-show. A seated table moves on through its meal (decision 035 "in
// service"): main course, then the bill, then cleared (completed). Pure: which
// actions a booking allows now, and where each leads. The console shows only
// the allowed ones; the service refuses others.
import type { BookingStatus, ServiceStage, StatusAction } from '../../../contract/booking-lifecycle.ts';

interface Transition {
  from: readonly BookingStatus[];
  to: BookingStatus;
  /** The stages of a seated table it may follow (any when absent). */
  fromStages?: readonly (ServiceStage | null)[];
  /** The stage it leaves the booking at: null (no stage) when absent. */
  stage?: ServiceStage;
  /** Only once the booking's start time has passed (a no-show cannot be called early). */
  afterStart?: boolean;
}

export const TRANSITIONS: Record<StatusAction, Transition> = {
  confirm: { from: ['requested'], to: 'confirmed' },
  decline: { from: ['requested'], to: 'declined' },
  seat: { from: ['confirmed'], to: 'seated' },
  'main-course': { from: ['seated'], to: 'seated', fromStages: [null], stage: 'main-course' },
  bill: { from: ['seated'], to: 'seated', fromStages: [null, 'main-course'], stage: 'bill' },
  unseat: { from: ['seated'], to: 'confirmed' },
  complete: { from: ['seated'], to: 'completed' },
  'no-show': { from: ['confirmed'], to: 'no-show', afterStart: true },
  cancel: { from: ['held', 'requested', 'confirmed'], to: 'cancelled' },
};

const ORDER = Object.keys(TRANSITIONS) as StatusAction[];

const opens = (t: Transition, status: BookingStatus, stage: ServiceStage | null) =>
  t.from.includes(status) && (!t.fromStages || t.fromStages.includes(stage));

/** The actions open to a booking with this status (and stage) whose start is `startsAt`, at `now`. */
export function allowedActions(status: BookingStatus, startsAt: Date, now: Date, stage: ServiceStage | null = null): StatusAction[] {
  return ORDER.filter((action) => {
    const t = TRANSITIONS[action];
    return opens(t, status, stage) && (!t.afterStart || startsAt.getTime() <= now.getTime());
  });
}

export type TransitionVerdict = { ok: true; to: BookingStatus; stage: ServiceStage | null } | { ok: false; message: string };

/** Where `action` takes a booking, or why it cannot. */
export function applyAction(
  status: BookingStatus,
  action: StatusAction,
  startsAt: Date,
  now: Date,
  stage: ServiceStage | null = null,
): TransitionVerdict {
  const t = TRANSITIONS[action];
  if (!t.from.includes(status)) return { ok: false, message: `A ${status} booking cannot be given this action` };
  if (!opens(t, status, stage)) return { ok: false, message: 'This table is already past that point of its meal' };
  if (t.afterStart && startsAt.getTime() > now.getTime())
    return { ok: false, message: 'A booking can be marked a no-show once its time has passed' };
  return { ok: true, to: t.to, stage: t.stage ?? null };
}

/** Statuses that still keep a table (and so are judged under the day lock when they change). */
export const holdsTable = (status: BookingStatus) => status === 'held' || status === 'confirmed' || status === 'seated';

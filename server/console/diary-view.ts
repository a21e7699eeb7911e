// The diary of a restaurant-day as the host stand reads it (product.md D8): rows
// ordered by time with everything at a glance, the tables for the timeline,
// covers starting per quarter hour, and totals for the day and each service
// period. Pure: the caller passes the rows, the setup and the hours.
import type { BookingSetup } from '../../contract/booking-setup.ts';
import { COUNTED_STATUSES, type ReminderState } from '../../contract/booking-lifecycle.ts';
import { tableLabel, type DiaryBooking, type DiaryPeriod, type DiaryTable } from '../../contract/diary-shapes.ts';
import { formatHhmm, instantOf } from '../../contract/london-time.ts';
import type { BookingRow } from '../booking/booking-repository.ts';
import { allowedActions } from '../booking/rules/lifecycle.ts';
import type { ServicePeriod } from '../booking/rules/model.ts';

const QUARTER = 15;

export function diaryTables(setup: BookingSetup): DiaryTable[] {
  const areaName = new Map(setup.areas.map((a) => [a.id, a.name]));
  return setup.tables.map((t) => ({
    id: t.id,
    label: tableLabel([t.id]),
    areaId: t.areaId,
    areaName: areaName.get(t.areaId) ?? t.areaId,
    minSeats: t.minSeats,
    maxSeats: t.maxSeats,
  }));
}

/** One stored booking as a diary row, with the actions open to it at `now` and its reminder's answer (decision 038). */
export function diaryBooking(row: BookingRow, setup: BookingSetup | null, now: Date, reminder: ReminderState | null = null): DiaryBooking {
  const status = row.status;
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status,
    source: row.source,
    date: row.date,
    time: formatHhmm(row.startsAt),
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    adults: row.adults,
    children: row.children,
    covers: row.covers,
    tableIds: row.tableIds,
    tableLabel: tableLabel(row.tableIds),
    movedFrom: row.movedFromTableIds ? tableLabel(row.movedFromTableIds) : null,
    pinned: row.pinned,
    areaName: row.areaId ? (setup?.areas.find((a) => a.id === row.areaId)?.name ?? row.areaId) : null,
    occasionName: setup?.occasions.find((o) => o.id === row.occasionId)?.name ?? row.occasionId,
    menuName: row.menuId ? (setup?.menus.find((m) => m.id === row.menuId)?.name ?? row.menuId) : null,
    extras: row.extras.map((e) => ({ name: e.name, quantity: e.quantity })),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    specialRequest: row.specialRequest,
    staffNote: row.staffNote,
    statusReason: row.statusReason,
    serviceStage: status === 'seated' ? row.serviceStage : null,
    demo: row.demo,
    actions: allowedActions(status, instantOf(row.date, row.startsAt), now, row.serviceStage),
    reminder,
    // Decision 080: an event's space, held until the proposal's hold lapses; its lead is the caller's to find.
    ...(row.kind === 'event' && status === 'held' && row.holdExpiresAt ? { holdUntil: row.holdExpiresAt.toISOString() } : {}),
  };
}

const counted = (b: DiaryBooking) => COUNTED_STATUSES.includes(b.status);

/** Covers starting in each quarter hour that has any, in time order. */
export function coversByQuarter(bookings: readonly DiaryBooking[]): { time: string; covers: number }[] {
  const quarters = new Map<number, number>();
  for (const b of bookings.filter(counted)) {
    const q = Math.floor(b.startsAt / QUARTER) * QUARTER;
    quarters.set(q, (quarters.get(q) ?? 0) + b.covers);
  }
  return [...quarters.entries()].sort(([a], [b]) => a - b).map(([q, covers]) => ({ time: formatHhmm(q), covers }));
}

/**
 * Totals per service period of the day (decision 025: the setup's periods). A
 * booking counts in the last period that started at or before it, so a walk-in
 * before the first period counts in the first; `from`–`to` are the period's
 * first and last start.
 */
export function servicePeriods(periods: readonly ServicePeriod[], bookings: readonly DiaryBooking[]): DiaryPeriod[] {
  const sorted = [...periods].sort((a, b) => a.firstStart - b.firstStart);
  const periodOf = (startsAt: number) => sorted.findLastIndex((p) => p.firstStart <= startsAt);
  return sorted.map((p, i) => {
    const inside = bookings.filter((b) => counted(b) && Math.max(0, periodOf(b.startsAt)) === i);
    return {
      name: p.name,
      from: p.firstStart,
      to: p.lastStart,
      bookings: inside.length,
      covers: inside.reduce((sum, b) => sum + b.covers, 0),
    };
  });
}

export function dayTotals(bookings: readonly DiaryBooking[]) {
  const kept = bookings.filter(counted);
  return {
    bookings: kept.length,
    covers: kept.reduce((sum, b) => sum + b.covers, 0),
    requested: bookings.filter((b) => b.status === 'requested').length,
  };
}

/** Diary order: by time, then by name, so a refresh never shuffles equal rows. */
export { diaryOrder as byTime } from '../../contract/diary-changes.ts';

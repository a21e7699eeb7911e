// The booking page's history (product.md D8 audit: who, when, what, before →
// after) as a host reads it: "status: requested → confirmed", "tables: R4 →
// R5, R6". Pure, and run by the loader so the page gets plain strings.
import { ACTION_LABELS, STATUS_ACTIONS, type StatusAction } from '../../../contract/booking-lifecycle.ts';
import { type AuditEntry } from '../../../contract/diary-shapes.ts';

export interface AuditRow {
  /** ISO instant, for <time dateTime>. */
  at: string;
  /** "23 Nov 2026, 19:42", London time whatever TZ the server runs in. */
  when: string;
  who: string;
  what: string;
  changes: string[];
  reason: string | null;
}

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/** Names the audit log uses for fields, where splitting the camelCase would read oddly. */
const FIELD_NAMES: Record<string, string> = {
  tableIds: 'tables',
  tableLabel: 'tables',
  minutes: 'length (minutes)',
  startsAt: 'start',
  durationMinutes: 'duration (minutes)',
};

/** Verbs besides the lifecycle's actions (whose labels come from the contract). */
const ACTION_NAMES: Record<string, string> = {
  create: 'Booked',
  created: 'Booked',
  move: 'Moved',
  moved: 'Moved',
  note: 'Staff note',
  // Decision 074: staff's pin on a booking's tables.
  pin: 'Pinned',
  unpin: 'Unpinned',
  // Decision 038: the diner's Confirm on a reminder (server/booking/reminder-answer.ts).
  'reminder-answer': 'Answered the reminder',
  // product.md D11 "Fees": every attempt's outcome (server/payments/fee-charges.ts).
  'fee-charged': 'Fee charged',
  'fee-declined': 'Fee declined',
  'fee-not-charged': 'Fee not charged',
  'fee-unanswered': 'Fee charge unanswered',
};

export const fieldName = (key: string) => FIELD_NAMES[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A stored value as text: '—' for nothing, lists joined, yes/no for flags. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value) ?? '—';
}

/** 'status.confirm', 'confirm' → 'Confirm'; 'booking.move' → 'Moved'; anything else in words. */
export function actionText(action: string): string {
  const last = action.split('.').pop() ?? action;
  if ((STATUS_ACTIONS as readonly string[]).includes(last)) return ACTION_LABELS[last as StatusAction];
  const known = ACTION_NAMES[last];
  if (known) return known;
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One line per field that differs: "status: requested → confirmed"; a new record lists its fields. */
export function changeLines(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines: string[] = [];
  for (const key of keys) {
    const was = before?.[key];
    const now = after?.[key];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    lines.push(before ? `${fieldName(key)}: ${valueText(was)} → ${valueText(now)}` : `${fieldName(key)}: ${valueText(now)}`);
  }
  return lines;
}

/** The log oldest first, as it happened. */
export const auditRows = (entries: readonly AuditEntry[]): AuditRow[] =>
  [...entries]
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .map((e) => ({
      at: e.at,
      when: WHEN.format(new Date(e.at)),
      who: e.actor,
      what: actionText(e.action),
      changes: changeLines(e.before, e.after),
      reason: e.reason,
    }));

// What a setup change does, in a line per change (decision 025: the audit log and
// the setup history say what changed, not only that something did). Pure.
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import type { SpecialHours } from '../../../contract/content.ts';
import { tableLabel } from '../../../contract/diary-shapes.ts';

const LISTS = [
  ['servicePeriods', 'Service period'],
  ['areas', 'Area'],
  ['tables', 'Table'],
  ['tableGroups', 'Table group'],
  ['menus', 'Booking menu'],
  ['occasions', 'Occasion'],
  ['upsells', 'Extra'],
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const show = (v: unknown) => (v === undefined || v === null ? 'none' : typeof v === 'string' ? v : JSON.stringify(v));

function specialDate(d: SpecialHours): string {
  const when = d.startDate === d.endDate ? d.startDate : `${d.startDate} to ${d.endDate}`;
  const hours = /^closed$/i.test(d.openTime) ? 'closed' : `${d.openTime}–${d.closeTime}`;
  return `${d.label} (${when}, ${hours})`;
}

/** A table as the diary and the setup pages name it ('R1'); anything else by its id. */
const nameOf = (label: string, id: string) => (label === 'Table' ? tableLabel([id]) : id);

function listChanges<T extends { id: string }>(label: string, before: readonly T[], after: readonly T[]): string[] {
  const old = new Map(before.map((x) => [x.id, x]));
  const now = new Map(after.map((x) => [x.id, x]));
  const lines: string[] = [];
  for (const [id, x] of now) {
    const was = old.get(id);
    if (!was) lines.push(`${label} ${nameOf(label, id)} added`);
    else if (!same(was, x)) lines.push(`${label} ${nameOf(label, id)} changed`);
  }
  for (const id of old.keys()) if (!now.has(id)) lines.push(`${label} ${nameOf(label, id)} removed`);
  return lines;
}

export function setupChanges(before: BookingSetup, after: BookingSetup): string[] {
  const lines: string[] = [];
  const configKeys = new Set([...Object.keys(before.config), ...Object.keys(after.config)]) as Set<keyof BookingSetup['config']>;
  for (const key of configKeys) {
    if (!same(before.config[key], after.config[key])) lines.push(`Rule ${key}: ${show(before.config[key])} → ${show(after.config[key])}`);
  }
  for (const key of Object.keys(after.hours) as (keyof BookingSetup['hours'])[]) {
    if (before.hours[key] !== after.hours[key]) lines.push(`Opening hours ${key}: ${before.hours[key]} → ${after.hours[key]}`);
  }
  const oldDates = new Set(before.specialHours.map((d) => JSON.stringify(d)));
  const newDates = new Set(after.specialHours.map((d) => JSON.stringify(d)));
  for (const d of after.specialHours) if (!oldDates.has(JSON.stringify(d))) lines.push(`Special date added: ${specialDate(d)}`);
  for (const d of before.specialHours) if (!newDates.has(JSON.stringify(d))) lines.push(`Special date removed: ${specialDate(d)}`);
  for (const [key, label] of LISTS) lines.push(...listChanges<{ id: string }>(label, before[key], after[key]));
  return lines;
}

// An event's block in the diary (decision 080): the event's name, its covers and where its hold stands ("Held until
// 3 Mar 2027, 14:00", "Confirmed"), as the block's spoken name, its full text and its two short lines. Plain strings,
// as every bar's (decision 076).
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';
import { londonStamp } from '../london-stamp.ts';
import { coversText, guestName } from './booking-text.ts';
import { statusText } from './status-badge.tsx';
import type { BarText } from './bar-text.ts';

/** The event's name: its title as the proposal gave it (stored as its occasion), else the client's name. */
export const eventTitle = (b: Pick<DiaryBooking, 'occasionName' | 'firstName' | 'lastName'>) =>
  b.occasionName.trim() || guestName(b) || 'Event';

/** "Held until 3 Mar 2027, 14:00" while the proposal holds the space; else the status's own word ("Confirmed"). */
export const eventStatusText = (b: Pick<DiaryBooking, 'status' | 'serviceStage' | 'holdUntil'>) =>
  b.status === 'held' && b.holdUntil ? `Held until ${londonStamp(b.holdUntil)}` : statusText(b.status, b.serviceStage);

export interface EventBarText extends BarText {
  /** The block's first short line: "Event · 40". */
  head: string;
  title: string;
}

export function eventBarText(b: DiaryBooking, until: string): EventBarText {
  const title = eventTitle(b);
  const status = eventStatusText(b);
  const client = guestName(b);
  const spoken = [
    `Event: ${title}`,
    `${b.time} · ${coversText(b.covers)}`,
    ...(client && client !== title ? [client] : []),
    `until ${until}`,
    status,
    b.tableLabel,
  ];
  return {
    name: spoken.join(', '),
    full: `Event: ${title}, ${b.time}–${until}, ${coversText(b.covers)} (${status}) ${b.tableLabel}`,
    head: `Event · ${b.covers}`,
    title,
  };
}

// A grid bar's words (product.md D8): the link's spoken name and the full text shown over the bar on hover and
// focus. Plain strings, so a bar is one link with two short lines, not a dozen elements (decision 076).
import { glanceSheetLine } from '../../../contract/guest-text.ts';
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';
import { coversText, guestName, reminderText, tableText } from './booking-text.ts';
import { statusText } from './status-badge.tsx';

export interface BarText {
  /** What a screen reader says for the bar's link: what the eye sees on it, then its end, status and table. */
  name: string;
  /** Over the bar on hover and focus, for the eye only. */
  full: string;
}

export function barText(b: DiaryBooking, late: boolean, until: string): BarText {
  const status = statusText(b.status, b.serviceStage);
  // Decision 038: the reminder's answer in words, in the full text and the spoken text, so the host sees whom to call.
  const reminder = reminderText(b)?.toLowerCase();
  // product.md D12 "In the diary": the guest's tags and allergies on the bar, so the host sees them across the room.
  const guest = glanceSheetLine(b.guest);
  const name = guestName(b);
  const spoken = [
    `${b.time} · ${coversText(b.covers)}${late ? ' late' : ''}${b.demo ? ' demo booking' : ''}`,
    name,
    ...(guest ? [guest] : []),
    `until ${until}`,
    status,
    // Decision 074: a booking the engine re-seated says where it was.
    tableText(b),
    ...(reminder ? [reminder] : []),
  ];
  const visible = `${b.time}, ${coversText(b.covers)}, ${name}`;
  const full = `${visible} (${status}${late ? ', late' : ''}${reminder ? `, ${reminder}` : ''}${b.demo ? ', demo booking' : ''}${b.movedFrom ? `, moved from ${b.movedFrom}` : ''})${guest ? ` ${guest}` : ''}`;
  return { name: spoken.join(', '), full };
}

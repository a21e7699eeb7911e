// A minimal iCalendar (RFC 5545) writer for one event. It lives in contract/
// because the confirmation e-mail (server) and the thanks view's "Add to
// calendar" (browser) must write the same file: plain string work only, no
// Node Buffer and no dependency, so it costs the booking chunk about 1 KB.

export type CalendarStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export interface CalendarEvent {
  /** Globally unique and stable: a calendar that already holds this UID updates that event. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url?: string | undefined;
  status: CalendarStatus;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /** RFC 5545 §3.8.7.4: bumped each time the event changes, so the newer file wins. */
  sequence: number;
}

/** RFC 5545 §3.3.5 UTC form: 20270328T183000Z (seconds dropped: bookings start on the minute). */
export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Octets of one code point in UTF-8 (what RFC 5545 counts), without Node's Buffer. */
function utf8Length(ch: string): number {
  const cp = ch.codePointAt(0)!;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = utf8Length(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The whole file, CRLF line ends (RFC 5545 §3.1), one VEVENT. */
export function buildIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mesa//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.status}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // URI values are not TEXT: no escaping (RFC 5545 §3.3.13).
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

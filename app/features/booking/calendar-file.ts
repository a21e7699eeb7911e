// An iCalendar event for the thanks view's "Add to calendar" (RFC 5545),
// in London time, two hours long.
const esc = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
const stamp = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

export function icsFor(e: { reference: string; title: string; date: string; time: string; location: string }): string {
  const [h, m] = e.time.split(':').map(Number) as [number, number];
  const endMinutes = h * 60 + m + 120;
  const endDate = endMinutes >= 1440 ? new Date(Date.parse(`${e.date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : e.date;
  const end = `${String(Math.floor(endMinutes / 60) % 24).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mesa//Booking//EN',
    'BEGIN:VEVENT',
    `UID:${e.reference}@mesa`,
    `DTSTAMP:${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    `DTSTART;TZID=Europe/London:${stamp(e.date, e.time)}`,
    `DTEND;TZID=Europe/London:${stamp(endDate, end)}`,
    `SUMMARY:${esc(e.title)}`,
    `LOCATION:${esc(e.location)}`,
    `DESCRIPTION:${esc(`Booking reference ${e.reference}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

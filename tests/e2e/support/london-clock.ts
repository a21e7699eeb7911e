// A wall time today in London as an instant: the late-evening journey sets the
// browser's clock and the server's CLOCK_START to the same one.
export function londonAt(hhmm: string, now = new Date()): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName')!.value; // "GMT" or "GMT+1"
  const hours = Number(offset.replace('GMT', '') || '0');
  return new Date(`${today}T${hhmm}:00${hours >= 0 ? '+' : '-'}${String(Math.abs(hours)).padStart(2, '0')}:00`);
}

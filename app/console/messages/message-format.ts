// How the inbox writes times and file sizes. Times are London wall-clock
// (product.md H9), formatted on the server so the page and its hydration agree.

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '2026-12-18T14:05:00Z' → 'Fri 18 Dec 2026, 14:05' (London time). */
export function formatLondon(iso: string): string {
  const parts = Object.fromEntries(LONDON.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** 900 → '900 bytes', 12_345 → '12 KB', 1_250_000 → '1.2 MB'. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} bytes`;
  if (size < 1024 * 1024) return `${Math.round(size / 1024)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

/** 'application/pdf' → 'PDF', 'image/jpeg' → 'JPEG': enough to tell a photo from a document. */
export function fileKind(contentType: string): string {
  const subtype = contentType.split('/')[1]?.split(/[;+]/)[0] ?? '';
  if (subtype.includes('wordprocessingml')) return 'Word';
  return subtype.toUpperCase() || 'File';
}

// Prices are whole pence everywhere (content, booking setups, bookings); this
// is the one place that writes them for people. Zod-free: the client ships it.

/** 2800 → "£28.00". */
export function formatPence(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

// Prices are whole pence everywhere (content, booking setups, bookings); this
// is the one place that writes them for people. Zod-free: the client ships it.

/** 2800 → "£28.00". */
export function formatPence(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/** 1250 → "12.50": a price as a manager types it in a form, without the pound sign. */
export function poundsText(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** "12.50", "£12.5" or "12" → whole pence; null when it is not an amount in pounds and pence. */
export function penceFromPounds(text: string): number | null {
  const m = /^£?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * product.md D11 "Idempotent money": card amounts are in one currency setting (PAYMENTS_CURRENCY), always in its
 * minor unit (pence for GBP), so only currencies with two decimal places are offered.
 */
export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
const SYMBOLS: Record<Currency, string> = { GBP: '£', EUR: '€', USD: '$' };

/** 2800, 'GBP' → "£28.00". */
export function formatMoney(minor: number, currency: Currency): string {
  return `${SYMBOLS[currency]}${(minor / 100).toFixed(2)}`;
}

/** 2800 → "28.00": an amount as a card gateway takes it (a decimal string in the major unit). */
export function decimalAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`not an amount in minor units: ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

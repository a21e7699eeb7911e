// The console home's table of restaurants (product.md D8 "Console UI"): pure
// rules for its search (by name or city), its column sorting and the greeting,
// shared by the loader (the no-JavaScript GET form) and the page (live).
import { z } from 'zod';

export interface HomeRow {
  storeId: string;
  /** The restaurant's display name, never its key. */
  title: string;
  city: string;
  bookings: number;
  covers: number;
  /** Requests waiting for the restaurant to confirm or decline. */
  requested: number;
  /** New messages; null when the member's role does not read this restaurant's messages. */
  newMessages: number | null;
  canEditSettings: boolean;
}

export const HOME_SORT_KEYS = ['title', 'city', 'bookings', 'covers', 'requested', 'newMessages'] as const;
export type HomeSortKey = (typeof HOME_SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';

export interface HomeQuery {
  q: string;
  sort: HomeSortKey;
  dir: SortDirection;
}

/**
 * The home's GET query (?q=&sort=&dir=, and &order= from a column's button, which
 * sorts by that column, or turns its order round); anything unknown falls back to
 * the default order, by name.
 */
export const homeQuerySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  sort: z.enum(HOME_SORT_KEYS).catch('title'),
  dir: z.enum(['ascending', 'descending']).catch('ascending'),
  order: z.enum(HOME_SORT_KEYS).optional().catch(undefined),
});

export function homeQueryOf(params: URLSearchParams): HomeQuery {
  const { order, ...query } = homeQuerySchema.parse({
    q: params.get('q') ?? '',
    sort: params.get('sort') ?? '',
    dir: params.get('dir') ?? '',
    order: params.get('order') ?? undefined,
  });
  return order ? { ...query, ...nextSort(query, order) } : query;
}

/** Case- and accent-blind, so "sao" finds "São Paulo". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-GB');

/** The rows whose name or city holds every word typed. */
export function filterRows<T extends Pick<HomeRow, 'title' | 'city'>>(rows: readonly T[], q: string): T[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  if (!words.length) return [...rows];
  return rows.filter((r) => {
    const haystack = fold(`${r.title} ${r.city}`);
    return words.every((w) => haystack.includes(w));
  });
}

/** Sorted by one column; ties (and a column a role does not see, null) fall back to the name, so the order never shuffles. */
export function sortRows(rows: readonly HomeRow[], sort: HomeSortKey, dir: SortDirection): HomeRow[] {
  const sign = dir === 'ascending' ? 1 : -1;
  const byName = (a: HomeRow, b: HomeRow) => a.title.localeCompare(b.title, 'en-GB') || a.storeId.localeCompare(b.storeId);
  return [...rows].sort((a, b) => {
    const x = a[sort];
    const y = b[sort];
    const primary = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y, 'en-GB') : Number(x ?? -1) - Number(y ?? -1);
    return primary * sign || byName(a, b);
  });
}

/** A first click on a figure sorts the largest first (what needs attention); on a name, A to Z. */
export function nextSort(current: Pick<HomeQuery, 'sort' | 'dir'>, column: HomeSortKey): Pick<HomeQuery, 'sort' | 'dir'> {
  if (current.sort === column) return { sort: column, dir: current.dir === 'ascending' ? 'descending' : 'ascending' };
  return { sort: column, dir: column === 'title' || column === 'city' ? 'ascending' : 'descending' };
}

/** "Good morning" until noon, "Good afternoon" until 18:00, then "Good evening" (London minutes after midnight). */
export function greetingAt(londonMinutes: number): string {
  if (londonMinutes < 12 * 60) return 'Good morning';
  if (londonMinutes < 18 * 60) return 'Good afternoon';
  return 'Good evening';
}

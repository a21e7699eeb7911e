// The inbox says in words what it shows (the table's caption, and the line
// that replaces an empty table), so a screen reader hears the filter too.
import type { MessagesQuery } from './messages-query.ts';

interface FilterContext {
  restaurants: { storeId: string; title: string }[];
  /** A chain admin's "all" includes head office. */
  everyRestaurant: boolean;
}

function place(filter: MessagesQuery, { restaurants, everyRestaurant }: FilterContext): string {
  const chosen = restaurants.find((r) => r.storeId === filter.storeId);
  if (chosen) return `at ${chosen.title}`;
  return everyRestaurant ? 'at every restaurant and head office' : 'at your restaurants';
}

const statusWord = (filter: MessagesQuery) => (filter.status === 'new' ? 'new ' : filter.status === 'handled' ? 'handled ' : '');

/** 'New messages at Bath: 3'. */
export const describeList = (filter: MessagesQuery, ctx: FilterContext, count: number) => {
  const words = `${statusWord(filter)}messages ${place(filter, ctx)}`;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}: ${count}`;
};

/** 'No new messages at Bath.' */
export const describeEmpty = (filter: MessagesQuery, ctx: FilterContext) => `No ${statusWord(filter)}messages ${place(filter, ctx)}.`;

// The words for a guest at a glance (product.md D12 "In the diary"), shared by the
// console's diary and the e-mailed day sheet. Pure.
import type { GuestGlance } from './guests.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Tags that warn of what a guest cannot eat: shown first and marked in the diary. */
export function isAllergyTag(tag: string): boolean {
  return /allerg|intoleran|coeliac|celiac|anaphyla|(gluten|nut|dairy|lactose|shellfish|egg)[- ]free/i.test(tag);
}

/** "3 visits · 1 no-show", or "First visit" for a guest who has not come yet. */
export function glanceCounts(g: Pick<GuestGlance, 'visits' | 'noShows'>): string {
  const visits = g.visits ? plural(g.visits, 'visit', 'visits') : 'First visit';
  return g.noShows ? `${visits} · ${plural(g.noShows, 'no-show', 'no-shows')}` : visits;
}

/** One line for the printed and e-mailed day sheet: tags, then allergies; empty when there is neither. */
export function glanceSheetLine(g: Pick<GuestGlance, 'tags' | 'allergies'> | null | undefined): string {
  if (!g) return '';
  return [g.tags.join(', '), g.allergies ? `Allergies: ${g.allergies}` : ''].filter(Boolean).join(' · ');
}

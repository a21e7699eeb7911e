// Guest tags (product.md D12 "Guest profiles": VIP, regular, allergy, staff-defined).
// Pure: one spelling per tag, so "Nut  Allergy" and "nut allergy" are one tag,
// and the allergy-like ones stand out at the host stand.
import { isAllergyTag } from '../../../contract/guest-text.ts';
import { MAX_TAG_LENGTH, SUGGESTED_TAGS } from '../../../contract/guests.ts';

export { isAllergyTag };

/** Tags spelt as the suggestions spell them (VIP in capitals), whatever case staff typed. */
const CANONICAL = new Map(SUGGESTED_TAGS.map((t) => [t.toLowerCase(), t]));

/** One spelling: trimmed, inner spaces collapsed, lower case (a suggested tag keeps its own); null when nothing is left or too long. */
export function normaliseTag(raw: string): string | null {
  // Control characters and invisible separators never belong in a badge.
  const cleaned = raw
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned || cleaned.length > MAX_TAG_LENGTH) return null;
  const lower = cleaned.toLowerCase();
  return CANONICAL.get(lower) ?? lower;
}

/** Allergy-like tags first, then VIP, then the rest alphabetically: the order every view shows. */
export function orderTags(tags: readonly string[]): string[] {
  const rank = (t: string) => (isAllergyTag(t) ? 0 : t === 'VIP' ? 1 : 2);
  return [...tags].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

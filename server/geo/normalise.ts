// Folding free text into a comparable key: "St. Mary’s, Bâth!" → "st marys bath".
// Case, diacritics, apostrophes and punctuation are dropped; runs of anything
// else that is not a letter or digit become one space.

const MARKS = /\p{M}+/gu;
const APOSTROPHES = /['’‘`´]/g;
const SEPARATORS = /[^a-z0-9]+/g;

export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(/&/g, ' and ')
    .replace(SEPARATORS, ' ')
    .trim();
}

/** The same key without spaces, so "Milton Keynes" and "miltonkeynes" meet. */
export const compactKey = (key: string): string => key.replace(/ /g, '');

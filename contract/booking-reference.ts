// A booking's reference as the engine writes it (server/booking/booking-create.ts):
// two groups of four in Crockford's base 32 ("7KQ2-M9XD"), which has no I, L, O or
// U to misread on a phone call. The inbox links a reference a diner quotes
// (product.md D8 "Messages"); diners type them in either case.
const CROCKFORD = '[0-9A-HJKMNP-TV-Z]';
const PATTERN = new RegExp(`(?<![0-9A-Z-])(${CROCKFORD}{4}-${CROCKFORD}{4})(?![0-9A-Z-])`, 'gi');

export interface TextPart {
  text: string;
  /** The reference, upper-case, when this part is one. */
  reference?: string;
}

/** The text cut into plain parts and booking references, in order; joined, the parts are the text. */
export function splitReferences(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(PATTERN)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ text: m[0], reference: m[0].toUpperCase() });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The distinct references quoted in the text, upper-case (at most `limit`, so a long message cannot ask for thousands). */
export function referencesIn(text: string, limit = 20): string[] {
  const found = new Set(splitReferences(text).flatMap((p) => (p.reference ? [p.reference] : [])));
  return [...found].slice(0, limit);
}

// UK postcode shapes: full ("BA1 2AB"), outward code or district ("BA1") and
// area ("BA"). Spaces and case are forgiven: "ba12ab" is "BA1 2AB".

export interface ParsedPostcode {
  /** "BA1" */
  outward: string;
  /** "2AB", absent when only the outward code was given. */
  inward?: string;
  /** "BA" */
  area: string;
}

const POSTCODE = /^([A-Z]{1,2})(\d[A-Z\d]?)(\d[A-Z]{2})?$/;

export function parsePostcode(text: string): ParsedPostcode | null {
  const compact = text.replace(/[\s.-]+/g, '').toUpperCase();
  if (compact.length > 7) return null;
  const m = POSTCODE.exec(compact);
  if (!m) return null;
  const [, area = '', district = '', inward] = m;
  return inward ? { outward: area + district, inward, area } : { outward: area + district, area };
}

/** "BA1 2AB", or the outward code alone. */
export const formatPostcode = (p: ParsedPostcode): string => (p.inward ? `${p.outward} ${p.inward}` : p.outward);

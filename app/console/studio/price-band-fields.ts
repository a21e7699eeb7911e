// The site settings' price bands in the studio form (decision 053):
// one row a band (its name, and its id kept in a hidden field so a rename
// keeps every price set for it), and one blank row to add a band, whose id is
// made from its name. A row whose name is cleared removes its band; the
// studio service refuses that while a restaurant or a dish still uses it. Pure.
import { MAX_PRICE_BANDS, type PriceBand } from '../../../contract/content.ts';
import { formText } from '../form-kit/form-text.ts';

export const PRICE_BAND_FORM_MESSAGES = {
  bandName: 'Please give the band a name of up to 60 characters, with letters or digits, such as London',
  bandTwice: 'This name is already used by a band above: each band once',
  price_bands: 'Please check the price bands',
} as const;

/** The rows' values: `bandId.<row>` (hidden) and `bandName.<row>`. */
export function bandsFormValues(bands: readonly PriceBand[]): Record<string, string> {
  return Object.fromEntries(
    bands.slice(0, MAX_PRICE_BANDS).flatMap((b, i) => [
      [`bandId.${i}`, b.id],
      [`bandName.${i}`, b.name],
    ]),
  );
}

/** Each filled row, and one blank to add (at most MAX_PRICE_BANDS). */
export function bandRowCount(values: Record<string, string>): number {
  let last = -1;
  for (let i = 0; i < MAX_PRICE_BANDS; i++) if (values[`bandName.${i}`] || values[`bandId.${i}`]) last = i;
  return Math.min(last + 2, MAX_PRICE_BANDS);
}

/** An id for a new band from its name ("South Coast" → south-coast), unlike any in `taken`; '' when the name has no letters or digits. */
export function newBandId(name: string, taken: ReadonlySet<string>): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .replace(/-$/, '');
  if (!base) return '';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

export interface BandsFromForm {
  bands: PriceBand[];
  /** The form row each band came from, for the schema's errors. */
  rows: number[];
  fieldErrors: Record<string, string>;
}

/** The bands from their rows, over the bands as they were: a known id keeps its band (renamed); any other row is a new band. */
export function bandsFromForm(form: FormData, before: readonly PriceBand[]): BandsFromForm {
  const known = new Set(before.map((b) => b.id));
  const taken = new Set(known);
  const names = new Set<string>();
  const out: BandsFromForm = { bands: [], rows: [], fieldErrors: {} };
  for (let row = 0; row < MAX_PRICE_BANDS; row++) {
    const name = formText(form, `bandName.${row}`).trim();
    if (!name) continue; // a blank row, or a band removed
    if (names.has(name.toLowerCase())) {
      out.fieldErrors[`bandName.${row}`] = PRICE_BAND_FORM_MESSAGES.bandTwice;
      continue;
    }
    names.add(name.toLowerCase());
    const sent = formText(form, `bandId.${row}`).trim();
    const id = known.has(sent) ? sent : newBandId(name, taken);
    if (!id) {
      out.fieldErrors[`bandName.${row}`] = PRICE_BAND_FORM_MESSAGES.bandName;
      continue;
    }
    taken.add(id);
    out.bands.push({ id, name });
    out.rows.push(row);
  }
  return out;
}

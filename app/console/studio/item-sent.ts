// A dish's form as it was sent, for drawing it again when a save is refused
// (a price that is not pounds and pence, or a save over someone else's change:
// decision 061) — without JavaScript too, where the browser keeps nothing. Its
// repeated fields (options, band prices, tick boxes) are kept by place
// ("optionPrice.1"), since a record holds one value a name. Pure.
import { ALLERGENS, DIETARY_TAGS, type AllergenId, type DietaryTagId } from '../../../contract/content-constants.ts';

const REPEATED = /^(optionName|optionPrice|bandPrice\.[\w-]+|diet|allergen)$/;

/** The form's text fields, the repeated ones by place; never the CSRF token. */
export function itemSentOf(form: FormData, csrfField: string): Record<string, string> {
  const sent: Record<string, string> = {};
  const seen = new Map<string, number>();
  for (const [key, value] of form) {
    if (typeof value !== 'string' || key === csrfField) continue;
    if (!REPEATED.test(key)) sent[key] = value;
    else {
      const i = seen.get(key) ?? 0;
      seen.set(key, i + 1);
      sent[`${key}.${i}`] = value;
    }
  }
  return sent;
}

export interface ItemShown {
  name: string;
  description: string;
  dietaryTags: { id: DietaryTagId }[];
  allergens: AllergenId[];
  options: { name: string; price: string; bandPrices: Record<string, string> }[];
}

/** What the form shows: the sent values when there are some (a refused save), else the item. */
export function itemShown(item: ItemShown, sent: Record<string, string> | undefined, bandIds: string[]): ItemShown {
  if (!sent || sent.intent !== 'save-item') return item;
  const listed = (key: string) => Object.entries(sent).flatMap(([k, v]) => (k.startsWith(`${key}.`) ? [v] : []));
  const options = listed('optionPrice').map((price, i) => ({
    name: sent[`optionName.${i}`] ?? '',
    price,
    bandPrices: Object.fromEntries(bandIds.flatMap((b) => (sent[`bandPrice.${b}.${i}`] ? [[b, sent[`bandPrice.${b}.${i}`]!]] : []))),
  }));
  return {
    name: sent.name ?? item.name,
    description: sent.description ?? item.description,
    dietaryTags: listed('diet')
      .filter((d): d is DietaryTagId => d in DIETARY_TAGS)
      .map((id) => ({ id })),
    allergens: listed('allergen').filter((a): a is AllergenId => a in ALLERGENS),
    // Rows left empty are not drawn twice: the form adds its own empty row.
    options: options.filter((o) => o.name || o.price || Object.keys(o.bandPrices).length),
  };
}

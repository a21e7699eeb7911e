// schema.org Menu for search engines (product.md §2): what the page shows — the
// sections and items left after the restaurant's availability and the diner's
// filter — with prices in GBP. A sold-out dish's offers say so (schema.org
// Offer.availability, product.md D9). Allergens stay out: schema.org has no
// property for them on a MenuItem.
import type { DietaryTagId } from '../../../contract/content-constants.ts';
import type { MenuItem } from '../../../contract/content.ts';
import type { MenuOf } from './menu-items.ts';

type JsonLdItem = Pick<MenuItem, 'name' | 'description' | 'dietaryTags' | 'options'> & { soldOut?: boolean };

/** Our tags with a schema.org RestrictedDiet; a dairy-free dish suits a low-lactose diet. Spicy has none. */
const DIETS: Partial<Record<DietaryTagId, string>> = {
  vegan: 'VeganDiet',
  vegetarian: 'VegetarianDiet',
  'gluten-free': 'GlutenFreeDiet',
  'dairy-free': 'LowLactoseDiet',
};

export function menuJsonLd(menu: MenuOf<JsonLdItem>, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: menu.name,
    url,
    hasMenuSection: menu.sections.map((section) => ({
      '@type': 'MenuSection',
      name: section.name,
      hasMenuItem: section.subsections.flatMap((sub) => sub.items.map(menuItemJsonLd)),
    })),
  };
}

function menuItemJsonLd(item: JsonLdItem) {
  const diets = item.dietaryTags.flatMap((t) => (DIETS[t.id] ? [`https://schema.org/${DIETS[t.id]}`] : []));
  return {
    '@type': 'MenuItem',
    name: item.name,
    description: item.description || undefined,
    suitableForDiet: diets.length > 0 ? diets : undefined,
    offers: item.options.map((o) => ({
      '@type': 'Offer',
      name: o.name || undefined,
      price: (o.price / 100).toFixed(2),
      priceCurrency: 'GBP',
      availability: item.soldOut ? 'https://schema.org/SoldOut' : undefined,
    })),
  };
}

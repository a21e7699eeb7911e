// schema.org Menu for search engines (issue 5): sections, items, prices in GBP.
import type { Menu } from '../../../contract/content.ts';

export function menuJsonLd(menu: Menu, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: menu.name,
    url,
    hasMenuSection: menu.sections.map((section) => ({
      '@type': 'MenuSection',
      name: section.name,
      hasMenuItem: section.subsections.flatMap((sub) =>
        sub.items.map((item) => ({
          '@type': 'MenuItem',
          name: item.name,
          description: item.description || undefined,
          suitableForDiet: item.dietaryTags.flatMap((t) => (DIETS[t.id] ? [`https://schema.org/${DIETS[t.id]}`] : [])),
          offers: item.options.map((o) => ({
            '@type': 'Offer',
            name: o.name || undefined,
            price: (o.price / 100).toFixed(2),
            priceCurrency: 'GBP',
          })),
        })),
      ),
    })),
  };
}

const DIETS: Record<string, string | undefined> = {
  vegan: 'VeganDiet',
  vegetarian: 'VegetarianDiet',
  'gluten-free': 'GlutenFreeDiet',
};

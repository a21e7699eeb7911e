// The small illustration beside a menu item, where a real chain would show a
// photograph (product.md D7): a motif from what the dish is, a colour from its id,
// so the same dish looks the same on every menu and every visit.

export const DISH_MOTIFS = [
  'taco',
  'burrito',
  'bowl',
  'plate',
  'skewer',
  'burger',
  'cocktail',
  'beer',
  'wine',
  'cup',
  'dessert',
  'chips',
] as const;
export type DishMotif = (typeof DISH_MOTIFS)[number];

/** How many colours the tiles come in (`data-tone` 0…n-1 in menu-view.module.css). */
export const DISH_TONES = 6;

// First match wins, so "frozen margarita" is a cocktail and "chocolate brownie" a dessert.
const BY_NAME: [DishMotif, RegExp][] = [
  ['taco', /\btacos?\b/i],
  ['burrito', /\b(burrito|quesadilla|empanadas?|wrap)\b/i],
  ['burger', /\bburger\b/i],
  ['skewer', /\b(skewers?|wings|strips|bites|calamari|chicharr[oó]n)\b/i],
  ['dessert', /\b(churros|brownie|cake|cheesecake|sorbet|brigadeiros|pavlova|ice cream|pancakes|waffle)\b/i],
  ['chips', /\b(chips|fries|nachos|plantain)\b/i],
  ['bowl', /\b(bowl|salad|ceviche|rice|beans|moqueca|feijoada|chilli con carne|slaw|olives)\b/i],
  ['wine', /\b(wine|prosecco|sparkling|malbec|sauvignon|chardonnay|torront[eé]s|carm[eé]n[eè]re|tannat|ros[eé]|mimosas?)\b/i],
  ['beer', /\b(lager|ale|pilsner|cider|beer)\b/i],
  ['cup', /\b(coffee|americano|flat white|cappuccino|latte|tea|hot chocolate|milk)\b/i],
  [
    'cocktail',
    /\b(margarita|martini|mojito|nojito|caipirinha|paloma|sour|collins|zombie|colada|no-tini|fizz|bloody|cocktails?|lemonade|juice|soda|cola|water|agua fresca)\b/i,
  ],
];
const BY_SECTION: [DishMotif, RegExp][] = [
  ['cocktail', /cocktail|drink|alcohol|bottomless/i],
  ['beer', /beer|cider/i],
  ['wine', /wine/i],
  ['dessert', /dessert|sweet/i],
  ['bowl', /salad|side|bowl/i],
  ['skewer', /grill|churrasco/i],
  ['chips', /nibble|starter/i],
];

/** FNV-1a, so a tone is a pure function of the item's id. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export interface DishArt {
  motif: DishMotif;
  tone: number;
}

export function dishArt(item: { id: string; name: string }, sectionName: string): DishArt {
  const motif = BY_NAME.find(([, re]) => re.test(item.name))?.[0] ?? BY_SECTION.find(([, re]) => re.test(sectionName))?.[0] ?? 'plate';
  return { motif, tone: hash(item.id) % DISH_TONES };
}

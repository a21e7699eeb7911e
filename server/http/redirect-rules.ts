// product.md §2 "Redirect rules": the legacy-URL table, kept as data so a new bullet is one line.
//
// `from` is matched against the request path normalised by `findRedirect`: lower-case, slashes
// collapsed, no leading or trailing slash (so '/Malibu/' and 'malibu' are the same key).
// It is either that exact key or a RegExp over it (anchored, linear; `$1` may be used in `to`).
// `to` is a site path, an absolute http(s) URL, or SHOP_TARGET (the configured shop address).

export type RedirectRule = { readonly from: string | RegExp; readonly to: string };

/** Placeholder resolved to `opts.shopUrl`: product.md §2 does not show the shop's host. */
export const SHOP_TARGET = 'shop-url:';

// product.md §2 "Known slugs".
export const KNOWN_RESTAURANT_SLUGS: readonly string[] = [
  'basingstoke',
  'bath',
  'birmingham-arcadian-centre',
  'birmingham-brindley-place',
  'birmingham-resorts-world',
  'birmingham-templest',
  'bolton',
  'bracknell',
  'brighton',
  'bristol-cribbs-causeway',
  'bristol-harbourside',
  'cambridge',
  'canterbury',
  'cardiff',
  'cardiff-mermaid-quay',
  'chelmsford',
  'coventry',
  'edinburgh',
  'ellesmere-port-cheshire-oaks',
  'glasgow',
  'kingston-upon-thames-kingston',
  'leamingtonspa',
  'leeds',
  'leicester',
  'liverpool',
  'livingston',
  'london-ealing',
  'london-o2',
  'london-royal-festival-hall',
  'london-stratford-westfield',
  'london-wembley',
  'manchester-deansgate',
  'manchester-trafford-centre',
  'millbrook-woburn',
  'milton-keynes',
  'newcastle',
  'newport',
  'nottingham',
  'nottinghamshire-sherwood',
  'peterborough',
  'plymouth',
  'portsmouth',
  'reading',
  'sheffield-meadowhall',
  'southampton',
  'swansea',
  'thetford-elveden',
  'thurrock-lakeside',
  'torquay',
  'warminster-longleat',
  'watford',
  'york',
];

// product.md §2 "Legacy spellings ... map to the canonical slug" (restaurants/{legacy} -> restaurants/{slug}).
// The first five are product.md §2's examples; the rest are unambiguous variants we add (a city with
// two sites, e.g. manchester or bristol, is deliberately absent: we cannot know which one was meant).
export const LEGACY_RESTAURANT_SLUGS: Readonly<Record<string, string>> = {
  birmingham: 'birmingham-arcadian-centre',
  cheshireoaks: 'ellesmere-port-cheshire-oaks',
  kingston: 'kingston-upon-thames-kingston',
  lakeside: 'thurrock-lakeside',
  miltonkeynes: 'milton-keynes',
  'birmingham-arcadian': 'birmingham-arcadian-centre',
  'birmingham-temple-street': 'birmingham-templest',
  'bristol-cribbscauseway': 'bristol-cribbs-causeway',
  'cardiff-mermaidquay': 'cardiff-mermaid-quay',
  'cardiff-bay': 'cardiff-mermaid-quay',
  'cheshire-oaks': 'ellesmere-port-cheshire-oaks',
  'leamington-spa': 'leamingtonspa',
  leamington: 'leamingtonspa',
  o2: 'london-o2',
  'kingston-upon-thames': 'kingston-upon-thames-kingston',
  thurrock: 'thurrock-lakeside',
  meadowhall: 'sheffield-meadowhall',
};

// product.md §2 "{city}/bottomless-brunch goes to bottomless-brunch for: ...".
export const BOTTOMLESS_BRUNCH_CITIES: readonly string[] = [
  'plymouth',
  'bristol',
  'coventry',
  'leicester',
  'southampton',
  'cardiff',
  'york',
  'cambridge',
  'milton-keynes',
  'nottingham',
  'birmingham',
  'reading',
  'bath',
  'newcastle',
  'swansea',
  'canterbury',
  'leeds',
];

// product.md §2 "Legacy pages redirected to the home page".
export const LEGACY_HOME_PAGES: readonly string[] = [
  '10-off',
  'challenge',
  'chicas-cocktail-club',
  'happy-hour',
  'industry-discount',
  'lates',
  'recipes',
  'recipes/mango-collins',
  'recipes/moqueca',
  'recipes/mushroom-quesadilla',
  'recipes/pina-colada',
  'recipes/pornstar-martini',
  'recipes/veggie-burger',
  'recipes/xinxim',
  'recipes/zombie',
  'non-alcoholic-cocktails',
  'recommendation',
  'undefined', // a literal "undefined" path, left by an old template bug
  'cdn-cgi/l/email-protection', // Cloudflare's e-mail obfuscation link, dead without Cloudflare
];

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// product.md §2 restaurant rules, generated from the lists above so every slug is covered.
function restaurantRules(): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const slug of KNOWN_RESTAURANT_SLUGS) {
    // "Every restaurants/{slug}/book-now goes to restaurants/{slug}/#booking."
    rules.push({ from: `restaurants/${slug}/book-now`, to: `/restaurants/${slug}/#booking` });
    // "doubled city segments map to the canonical slug" (restaurants/bath/bath).
    rules.push({ from: `restaurants/${slug}/${slug}`, to: `/restaurants/${slug}/` });
  }
  for (const [legacy, slug] of Object.entries(LEGACY_RESTAURANT_SLUGS)) {
    // Exact rules win over patterns, so these reach the final page in one hop.
    rules.push({ from: `restaurants/${legacy}/book-now`, to: `/restaurants/${slug}/#booking` });
    rules.push({ from: `restaurants/${legacy}/${legacy}`, to: `/restaurants/${slug}/` });
    // Any deeper page (e.g. restaurants/kingston/menu) keeps its tail under the canonical slug.
    rules.push({ from: new RegExp(`^restaurants/${escapeRegExp(legacy)}(/.*)?$`), to: `/restaurants/${slug}$1/` });
  }
  return rules;
}

export function buildRedirectRules(): RedirectRule[] {
  return [
    // product.md §2 general redirects, in the order of product.md §2.
    { from: 'malibu', to: '/offer/malibu/' },
    { from: 'free-bacardi-cocktail', to: '/offer/free-bacardi-cocktail/' },
    { from: 'chicascocktailclub', to: '/chicas-cocktail-club/' }, // then -> / (legacy page)
    { from: 'chicas', to: '/chicas-cocktail-club/' },
    { from: 'happyhour', to: '/happy-hour/' }, // then -> / (legacy page)
    { from: 'kidseatfree', to: '/kids-menu/' },
    { from: 'brunch', to: '/bottomless-brunch/' },
    { from: 'ourpolicy', to: '/our-policy/' },
    { from: 'service-charge', to: '/our-policy/' },
    { from: 'book-a-table', to: '/book-now/' },
    { from: 'terms', to: '/terms-and-conditions/' },
    { from: 'menu-terms-and-conditions', to: '/terms-and-conditions/' },
    { from: 'signup', to: '/sign-up/' },
    { from: 'privacy', to: '/privacy-policy/' },
    { from: 'job-search', to: '/careers/' },
    { from: 'offer/student-discount', to: '/students/' },
    { from: 'offer/braziliant-friday', to: '/offers/' },
    { from: 'faqs/restaurants', to: '/faqs/' },
    { from: 'work-parties/work-parties', to: '/work-parties/' },
    { from: 'mothers-day-2025', to: '/mothers-day/' },
    // "The shop path goes to an external shop site (host not shown)": configured as SHOP_URL.
    { from: 'shop', to: SHOP_TARGET },
    // "menu, menu/food-menu, ... -> our-menu".
    { from: 'menu', to: '/our-menu/' },
    { from: 'menu/food-menu', to: '/our-menu/' },
    { from: 'menu/drinks-menu', to: '/our-menu/' },
    { from: 'our-menu/food-menu', to: '/our-menu/' },
    { from: 'our-menu/drinks-menu', to: '/our-menu/' },
    // "Allergen pdf paths, menu/kids and the reopening pages go to menu, then to our-menu":
    // product.md §2 names two hops, so these point at /menu/ and the rule above does the second.
    { from: 'menu/kids', to: '/menu/' },
    { from: 'reopening', to: '/menu/' },
    { from: 'reopening-faqs', to: '/menu/' },
    { from: 'we-are-reopening', to: '/menu/' },
    { from: /^(?:[^/]+\/)*[^/]*allergen[^/]*\.pdf$/, to: '/menu/' },
    // "Old city paths ... map to hyphenated variants": each lands on its restaurant page.
    { from: 'birmingham', to: '/restaurants/birmingham-arcadian-centre/' },
    { from: 'birmingham-arcadian', to: '/restaurants/birmingham-arcadian-centre/' },
    { from: 'birmingham-resorts-world', to: '/restaurants/birmingham-resorts-world/' },
    { from: 'birmingham-temple-street', to: '/restaurants/birmingham-templest/' },
    { from: 'bristol-cribbscauseway', to: '/restaurants/bristol-cribbs-causeway/' },
    { from: 'bristol-cribbs-causeway', to: '/restaurants/bristol-cribbs-causeway/' },
    { from: 'cardiff-mermaidquay', to: '/restaurants/cardiff-mermaid-quay/' },
    { from: 'cardiff-bay', to: '/restaurants/cardiff-mermaid-quay/' },
    ...restaurantRules(),
    ...BOTTOMLESS_BRUNCH_CITIES.map((city) => ({ from: `${city}/bottomless-brunch`, to: '/bottomless-brunch/' })),
    ...LEGACY_HOME_PAGES.map((page) => ({ from: page, to: '/' })),
    // "bottomless-brunch-las-{product}-plymouth -> bottomless-brunch-plymouth".
    { from: /^bottomless-brunch-las-[^/]+-plymouth$/, to: '/bottomless-brunch-plymouth/' },
    // "booking -> the #booking anchor on the same page": /x/booking -> /x/#booking, /booking -> /#booking.
    // Last, so the specific rules above win.
    { from: /^(?:(.+)\/)?booking$/, to: '/$1/#booking' },
  ];
}

import { describe, it, expect } from 'vitest';
import {
  BOTTOMLESS_BRUNCH_CITIES,
  buildRedirectRules,
  KNOWN_RESTAURANT_SLUGS,
  LEGACY_HOME_PAGES,
  LEGACY_RESTAURANT_SLUGS,
} from './redirect-rules.ts';
import { decideUrl, findRedirect } from './redirects.ts';

const opts = { shopUrl: 'https://shop.example.test/' };
const find = (path: string) => findRedirect(path, opts);
const decide = (url: string) => decideUrl(url, opts);

/** Follows decideUrl like a browser would, returning every Location on the way. */
function follow(url: string, maxHops = 5): string[] {
  const hops: string[] = [];
  let current = url;
  for (let i = 0; i < maxHops; i++) {
    const d = decide(current);
    if (d === null) return hops;
    hops.push(d.location);
    if (/^https?:/.test(d.location)) return hops;
    current = d.location.split('#', 1)[0] ?? '';
  }
  throw new Error(`redirect chain longer than ${maxHops} from ${url}: ${hops.join(' -> ')}`);
}

describe('product.md §2 general redirects', () => {
  it.each([
    ['/malibu', '/offer/malibu/'],
    ['/free-bacardi-cocktail', '/offer/free-bacardi-cocktail/'],
    ['/chicascocktailclub', '/chicas-cocktail-club/'],
    ['/chicas', '/chicas-cocktail-club/'],
    ['/happyhour', '/happy-hour/'],
    ['/kidseatfree', '/kids-menu/'],
    ['/brunch', '/bottomless-brunch/'],
    ['/ourpolicy', '/our-policy/'],
    ['/service-charge', '/our-policy/'],
    ['/book-a-table', '/book-now/'],
    ['/terms', '/terms-and-conditions/'],
    ['/menu-terms-and-conditions', '/terms-and-conditions/'],
    ['/signup', '/sign-up/'],
    ['/privacy', '/privacy-policy/'],
    ['/job-search', '/careers/'],
    ['/offer/student-discount', '/students/'],
    ['/offer/braziliant-friday', '/offers/'],
    ['/faqs/restaurants', '/faqs/'],
    ['/work-parties/work-parties', '/work-parties/'],
    ['/mothers-day-2025', '/mothers-day/'],
    ['/menu', '/our-menu/'],
    ['/menu/food-menu', '/our-menu/'],
    ['/menu/drinks-menu', '/our-menu/'],
    ['/our-menu/food-menu', '/our-menu/'],
    ['/our-menu/drinks-menu', '/our-menu/'],
  ])('%s -> %s', (from, to) => {
    expect(find(from)).toBe(to);
    expect(find(`${from}/`)).toBe(to);
    expect(find(from.toUpperCase())).toBe(to);
  });

  it.each([
    ['/booking', '/#booking'],
    ['/book-now/booking', '/book-now/#booking'],
    ['/restaurants/bath/booking/', '/restaurants/bath/#booking'],
    ['/Offer/Malibu/Booking', '/offer/malibu/#booking'],
  ])('booking goes to the #booking anchor on the same page: %s -> %s', (from, to) => {
    expect(find(from)).toBe(to);
  });

  it.each([
    '/bottomless-brunch-las-pina-colada-plymouth',
    '/bottomless-brunch-las-prosecco-plymouth/',
    '/Bottomless-Brunch-LAS-Mojito-Plymouth',
  ])('%s -> /bottomless-brunch-plymouth/', (from) => {
    expect(find(from)).toBe('/bottomless-brunch-plymouth/');
  });

  it('does not stretch the plymouth brunch pattern across segments', () => {
    expect(find('/bottomless-brunch-las-x/y-plymouth')).toBeNull();
  });

  it('sends /shop to the configured external shop, without our query', () => {
    expect(find('/shop')).toBe('https://shop.example.test/');
    expect(findRedirect('/SHOP/', { shopUrl: 'http://other.example/store' })).toBe('http://other.example/store');
    expect(decide('/shop?utm=x')).toEqual({ status: 301, location: 'https://shop.example.test/' });
  });
});

describe('product.md §2 allergen pdfs, menu/kids and reopening pages: two hops via /menu/', () => {
  it.each([
    '/allergens.pdf',
    '/allergen-guide.pdf',
    '/menu/allergens.pdf',
    '/docs/2024/Mesa-Allergen-Info.PDF',
    '/menu/kids',
    '/reopening',
    '/reopening-faqs/',
    '/we-are-reopening',
  ])('%s -> /menu/ -> /our-menu/', (from) => {
    expect(find(from)).toBe('/menu/');
    expect(follow(from)).toEqual(['/menu/', '/our-menu/']);
  });

  it('leaves other pdfs alone', () => {
    expect(find('/menu.pdf')).toBeNull();
    expect(decide('/files/menu.pdf')).toBeNull();
  });
});

describe('product.md §2 old city paths', () => {
  it.each([
    ['/birmingham', '/restaurants/birmingham-arcadian-centre/'],
    ['/Birmingham-arcadian', '/restaurants/birmingham-arcadian-centre/'],
    ['/birmingham-resorts-world', '/restaurants/birmingham-resorts-world/'],
    ['/Birmingham-temple-street/', '/restaurants/birmingham-templest/'],
    ['/Bristol-cribbscauseway', '/restaurants/bristol-cribbs-causeway/'],
    ['/bristol-cribbs-causeway', '/restaurants/bristol-cribbs-causeway/'],
    ['/Cardiff-mermaidquay', '/restaurants/cardiff-mermaid-quay/'],
    ['/cardiff-bay', '/restaurants/cardiff-mermaid-quay/'],
  ])('%s -> %s', (from, to) => {
    expect(find(from)).toBe(to);
  });
});

describe('product.md §2 restaurant pages', () => {
  it.each([
    ['/restaurants/birmingham', '/restaurants/birmingham-arcadian-centre/'],
    ['/restaurants/cheshireoaks', '/restaurants/ellesmere-port-cheshire-oaks/'],
    ['/restaurants/kingston/', '/restaurants/kingston-upon-thames-kingston/'],
    ['/restaurants/lakeside', '/restaurants/thurrock-lakeside/'],
    ['/restaurants/MiltonKeynes', '/restaurants/milton-keynes/'],
    ['/restaurants/leamington-spa', '/restaurants/leamingtonspa/'],
    ['/restaurants/o2', '/restaurants/london-o2/'],
    ['/restaurants/kingston/menu/drinks', '/restaurants/kingston-upon-thames-kingston/menu/drinks/'],
    ['/restaurants/kingston/kingston', '/restaurants/kingston-upon-thames-kingston/'],
    ['/restaurants/lakeside/book-now', '/restaurants/thurrock-lakeside/#booking'],
  ])('legacy spelling %s -> %s', (from, to) => {
    expect(find(from)).toBe(to);
  });

  it('maps every legacy spelling onto a known slug', () => {
    for (const slug of Object.values(LEGACY_RESTAURANT_SLUGS)) expect(KNOWN_RESTAURANT_SLUGS).toContain(slug);
  });

  it('does not treat a longer canonical slug as a legacy prefix', () => {
    expect(find('/restaurants/birmingham-arcadian-centre/')).toBeNull();
    expect(find('/restaurants/kingston-upon-thames-kingston/menu/')).toBeNull();
  });

  it('has 52 known slugs, none of them redirected themselves', () => {
    expect(KNOWN_RESTAURANT_SLUGS).toHaveLength(52);
    for (const slug of KNOWN_RESTAURANT_SLUGS) expect(decide(`/restaurants/${slug}/`)).toBeNull();
  });

  it.each(KNOWN_RESTAURANT_SLUGS.map((s) => [s]))('restaurants/%s/book-now -> #booking', (slug) => {
    expect(find(`/restaurants/${slug}/book-now`)).toBe(`/restaurants/${slug}/#booking`);
    expect(decide(`/Restaurants/${slug}/Book-Now/?adults=2`)).toEqual({
      status: 301,
      location: `/restaurants/${slug}/?adults=2#booking`,
    });
  });

  it.each(KNOWN_RESTAURANT_SLUGS.map((s) => [s]))('doubled segment restaurants/%s/%s -> restaurants/%s/', (slug) => {
    expect(find(`/restaurants/${slug}/${slug}/`)).toBe(`/restaurants/${slug}/`);
  });

  it('leaves book-now under an unknown slug to the ordinary rules (product.md §2 lists known slugs)', () => {
    expect(find('/restaurants/atlantis/book-now')).toBeNull();
  });
});

describe('product.md §2 {city}/bottomless-brunch', () => {
  it('covers the 17 listed cities', () => expect(BOTTOMLESS_BRUNCH_CITIES).toHaveLength(17));

  it.each(BOTTOMLESS_BRUNCH_CITIES.map((c) => [c]))('%s/bottomless-brunch -> /bottomless-brunch/', (city) => {
    expect(find(`/${city}/bottomless-brunch`)).toBe('/bottomless-brunch/');
    expect(find(`/${city.toUpperCase()}/Bottomless-Brunch/`)).toBe('/bottomless-brunch/');
  });

  it('does not apply to unlisted cities', () => expect(find('/glasgow/bottomless-brunch')).toBeNull());
});

describe('product.md §2 legacy pages -> home', () => {
  it.each(LEGACY_HOME_PAGES.map((p) => [p]))('/%s -> /', (page) => {
    expect(find(`/${page}`)).toBe('/');
    expect(find(`/${page}/`)).toBe('/');
  });

  it('includes every page product.md §2 names', () => {
    expect(LEGACY_HOME_PAGES).toEqual(
      expect.arrayContaining(['recipes/zombie', 'recipes/xinxim', 'undefined', 'cdn-cgi/l/email-protection']),
    );
  });

  it('reaches home in two hops from the renamed chicas and happy-hour pages', () => {
    expect(follow('/chicas')).toEqual(['/chicas-cocktail-club/', '/']);
    expect(follow('/HappyHour?x=1')).toEqual(['/happy-hour/?x=1', '/?x=1']);
  });
});

describe('the table as a whole', () => {
  const exactKeys = buildRedirectRules().flatMap((r) => (typeof r.from === 'string' ? [r.from] : []));

  it('has no duplicate exact keys', () => {
    expect(new Set(exactKeys).size).toBe(exactKeys.length);
  });

  it('ends every chain within two hops at a page that is served as is', () => {
    for (const key of exactKeys) {
      const hops = follow(`/${key}`);
      expect(hops.length, key).toBeGreaterThan(0);
      expect(hops.length, key).toBeLessThanOrEqual(2);
    }
  });
});

describe('decideUrl: redirect table with queries', () => {
  it('keeps the query string exactly as received on site-path targets', () => {
    expect(decide('/Malibu?utm_source=Mail&x=%2F%zz')).toEqual({
      status: 301,
      location: '/offer/malibu/?utm_source=Mail&x=%2F%zz',
    });
  });

  it('puts the query before the #booking fragment', () => {
    expect(decide('/offers/booking?a=1')).toEqual({ status: 301, location: '/offers/?a=1#booking' });
  });

  it('still applies the table to file-like paths', () => {
    expect(decide('/allergens.pdf?v=3')).toEqual({ status: 301, location: '/menu/?v=3' });
  });
});

describe('decideUrl: cleanup and trailing slash (product.md §2)', () => {
  it.each([
    ['/About-Us/', '/about-us/'],
    ['/about-us//team/', '/about-us/team/'],
    ['/Our-Menu//Drinks?Sort=ASC', '/our-menu/drinks/?Sort=ASC'],
    ['/offers', '/offers/'],
    ['/offer/summer?code=AbC', '/offer/summer/?code=AbC'],
    ['/restaurants/bath', '/restaurants/bath/'],
    ['/caf%C3%A9', '/caf%C3%A9/'],
  ])('%s -> %s', (from, to) => {
    expect(decide(from)).toEqual({ status: 301, location: to });
  });

  it.each(['/', '/offers/', '/restaurants/bath/?x=1', '/our-menu/2/', '/caf%C3%A9/'])('serves the canonical path %s as is', (url) =>
    expect(decide(url)).toBeNull(),
  );

  it.each([
    '/api/booking/slots/12?dates=2025-01-01',
    '/api/v1/content/getRestaurantBySlug/bath',
    '/API/booking',
    '/api',
    '/assets/app-Ab12.js',
    '/images/Hero.JPG',
    '/images/gallery',
    '/dev/mailbox',
    '/__manifest?p=/Offers',
    '/healthz',
    '/readyz',
    '/robots.txt',
    '/sitemap.xml',
    '/favicon.svg',
    '/.well-known/security.txt',
  ])('leaves %s alone', (url) => {
    expect(decide(url)).toBeNull();
  });

  it('never redirects the API, even where the booking rule would match (product.md §7 GET /api/booking/...)', () => {
    expect(decide('/api/booking?brand=mesa')).toBeNull();
  });
});

describe('decideUrl: safety', () => {
  it.each([
    ['//evil.com', '/evil.com/'],
    ['//evil.com/', '/evil.com/'],
    ['///evil.com//x', '/evil.com/x/'],
    ['/\\evil.com', '/evil.com/'],
    ['/\\/evil.com/', '/evil.com/'],
    ['//Evil.com?next=//evil.com', '/evil.com/?next=//evil.com'],
  ])('%s never leaves the site: -> %s', (from, to) => {
    const d = decide(from);
    expect(d).toEqual({ status: 301, location: to });
    expect(d?.location).toMatch(/^\/(?![/\\])/);
  });

  it('never emits a protocol-relative location for a table hit', () => {
    expect(decide('//evil.com/booking')?.location).toBe('/evil.com/#booking');
    expect(decide('//malibu')?.location).toBe('/offer/malibu/');
  });

  it.each(['/%', '/%zz', '/bad%E0%A4%A', '/Menu%', '/offers?x=%'])('does not throw on bad escapes: %s', (url) => {
    expect(() => decide(url)).not.toThrow();
    expect(() => find(url)).not.toThrow();
  });

  it('treats a malformed % literally', () => {
    expect(decide('/%zz')).toEqual({ status: 301, location: '/%zz/' });
    expect(decide('/Sale%')).toEqual({ status: 301, location: '/sale%/' });
  });

  it('ignores request targets that are not origin-form paths', () => {
    expect(decide('*')).toBeNull();
    expect(decide('http://evil.com/Malibu')).toBeNull();
  });

  it('ignores an over-long path for the table but still cleans it up', () => {
    const long = `/${'a'.repeat(600)}allergen.pdf`;
    expect(find(long)).toBeNull();
    expect(() => decide(`/${'x/'.repeat(5000)}Booking`)).not.toThrow();
  });
});

describe("React Router's data requests", () => {
  it.each(['/faqs/_.data', '/_.data', '/restaurants/bath/menu/_.data'])('%s passes through without a slash', (url) => {
    expect(decideUrl(url, { shopUrl: 'https://shop.example.com/' })).toBeNull();
  });
});

describe('npm run dev: Vite’s module requests pass untouched', () => {
  const modules = [
    '/@vite/client',
    '/@react-refresh',
    '/@id/__x00__virtual:react-router/server-build',
    '/app/root.tsx',
    '/app/entry.client.tsx',
    '/contract/console-forms.ts',
  ];
  it('in development, every one is served as it is', () => {
    for (const url of modules) expect(decideUrl(url, { ...opts, viteDevServer: true })).toBeNull();
  });
  it('in production they are paths like any other (no Vite behind them), and pages keep the policy in development', () => {
    expect(decide('/@vite/client')).toEqual({ status: 301, location: '/@vite/client/' });
    expect(decideUrl('/Restaurants', { ...opts, viteDevServer: true })).toEqual({ status: 301, location: '/restaurants/' });
  });
});

import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, expect, beforeAll } from 'vitest';
import { ALLERGENS, type AllergenId } from '../contract/content-constants.ts';
import { DIETARY_TAGS, type Menu, type MenuItem } from '../contract/content.ts';
import { bandPricesOn } from '../contract/price-bands.ts';
import { checkPackIntegrity, loadContentPack, packRestaurants, type ContentPack } from './load-pack.ts';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const fileExists = (publicPath: string) => existsSync(join(PUBLIC, publicPath));

// product.md §2 "Known slugs", verbatim.
const KNOWN_SLUGS =
  'basingstoke, bath, birmingham-arcadian-centre, birmingham-brindley-place, birmingham-resorts-world, birmingham-templest, bolton, bracknell, brighton, bristol-cribbs-causeway, bristol-harbourside, cambridge, canterbury, cardiff, cardiff-mermaid-quay, chelmsford, coventry, edinburgh, ellesmere-port-cheshire-oaks, glasgow, kingston-upon-thames-kingston, leamingtonspa, leeds, leicester, liverpool, livingston, london-ealing, london-o2, london-royal-festival-hall, london-stratford-westfield, london-wembley, manchester-deansgate, manchester-trafford-centre, millbrook-woburn, milton-keynes, newcastle, newport, nottingham, nottinghamshire-sherwood, peterborough, plymouth, portsmouth, reading, sheffield-meadowhall, southampton, swansea, thetford-elveden, thurrock-lakeside, torquay, warminster-longleat, watford, york'.split(
    ', ',
  );

const REQUIRED_PAGES: Record<string, string[]> = {
  home: ['offers-list', 'restaurant-finder'],
  'book-now': ['booking'],
  'find-us': ['restaurant-finder'],
  'bottomless-brunch': [],
  'bottomless-brunch-plymouth': [],
  'kids-menu': [],
  'our-policy': [],
  'terms-and-conditions': [],
  'privacy-policy': [],
  'cookie-policy': [],
  careers: [],
  faqs: [],
  students: [],
  offers: ['offers-list'],
  'sign-up': ['sign-up'],
  'work-parties': ['group-booking'],
  'mothers-day': [],
  'contact-us': ['contact'],
  'refer-a-friend': [],
  referral: [],
  'click-and-collect': ['click-and-collect'],
  'gift-cards': [],
  partners: ['partner'],
};

// WCAG 2.x relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

let pack: ContentPack;
beforeAll(async () => {
  pack = await loadContentPack();
});
const allTiles = () => [...pack.pages.flatMap((p) => p.tiles), ...pack.restaurants.flatMap((r) => r.heroTiles)];

describe('content pack', () => {
  it('loads, sorted deterministically', () => {
    expect(pack.settings.site_id).toBe('casa-lumbre');
    expect(pack.restaurants.map((r) => r.slug)).toEqual([...pack.restaurants.map((r) => r.slug)].sort());
    expect(pack.menus.length).toBeGreaterThanOrEqual(4);
  });

  it('has no integrity problems, and every referenced image exists', () => {
    expect(checkPackIntegrity(pack, fileExists)).toEqual([]);
  });

  it('holds exactly the known restaurant slugs of product.md §2', () => {
    expect(pack.restaurants.map((r) => r.slug).sort()).toEqual([...KNOWN_SLUGS].sort());
  });

  it('gives every restaurant a unique storeId', () => {
    const ids = pack.restaurants.map((r) => r.storeId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('closes every restaurant on Christmas Day', () => {
    for (const r of packRestaurants(pack)) {
      const xmas = r.specialHours.find((s) => s.startDate <= '2026-12-25' && s.endDate >= '2026-12-25');
      expect(xmas, r.slug).toMatchObject({ openTime: 'closed', closeTime: 'closed', clickCollectClose: 'closed' });
    }
  });

  it('has every required page, with its form', () => {
    for (const [id, forms] of Object.entries(REQUIRED_PAGES)) {
      const page = pack.pages.find((p) => p.id === id);
      expect(page, id).toBeDefined();
      for (const form of forms)
        expect(
          page?.tiles.some((t) => t.formType === form),
          `${id} ${form}`,
        ).toBe(true);
    }
    expect(pack.pages.find((p) => p.id === 'home')?.header).toBe('transparent');
  });

  it('has the offers the redirects point at', () => {
    expect(pack.offers.map((o) => o.slug)).toEqual(expect.arrayContaining(['malibu', 'free-bacardi-cocktail']));
  });

  it('has vegan and gluten-free items on every menu, with consistent dietary tags', () => {
    for (const menu of pack.menus) {
      const items = menu.sections.flatMap((s) => s.subsections.flatMap((ss) => ss.items));
      const has = (id: string) => items.filter((i) => i.dietaryTags.some((t) => t.id === id));
      expect(has('vegan').length, menu.id).toBeGreaterThan(0);
      expect(has('gluten-free').length, menu.id).toBeGreaterThan(0);
      for (const item of items) {
        for (const tag of item.dietaryTags) expect(tag.name).toBe(DIETARY_TAGS[tag.id]);
        if (item.dietaryTags.some((t) => t.id === 'vegan'))
          expect(
            item.dietaryTags.map((t) => t.id),
            item.id,
          ).toContain('vegetarian');
      }
    }
  });

  it('declares allergens that agree with the dietary tags, once each, in the allergen list order (product.md D9)', () => {
    const order = Object.keys(ALLERGENS) as AllergenId[];
    const conflicts: Record<string, AllergenId[]> = {
      vegan: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'],
      vegetarian: ['fish', 'crustaceans', 'molluscs'],
      'dairy-free': ['milk'],
      'gluten-free': ['gluten'],
    };
    for (const menu of pack.menus) {
      const items = menu.sections.flatMap((s) => s.subsections.flatMap((ss) => ss.items));
      for (const item of items) {
        const where = `${menu.id} ${item.id}`;
        expect(item.allergens, where).toEqual(order.filter((a) => item.allergens.includes(a)));
        for (const tag of item.dietaryTags)
          for (const a of conflicts[tag.id] ?? []) expect(item.allergens, `${where} (${tag.id})`).not.toContain(a);
      }
    }
    // The food menu has something for the "leave out" filter to leave out.
    const food = pack.menus.find((m) => m.id === 'food')!;
    expect(
      food.sections.flatMap((s) => s.subsections.flatMap((ss) => ss.items)).filter((i) => i.allergens.includes('nuts')).length,
    ).toBeGreaterThan(0);
  });

  it('uses text and accent colours with at least 4.5:1 contrast on every tile', () => {
    for (const { tileId, colours } of allTiles()) {
      expect(contrast(colours.text, colours.background), tileId).toBeGreaterThanOrEqual(4.5);
      if (colours.accent) expect(contrast(colours.accent, colours.background), tileId).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('puts the London restaurants in a London price band, with band prices on a few dishes (decision 053)', () => {
    expect(pack.settings.price_bands).toEqual([{ id: 'london', name: 'London' }]);
    expect(pack.restaurants.filter((r) => r.priceBand === 'london').map((r) => r.city)).toEqual(Array(5).fill('london'));
    expect(pack.restaurants.filter((r) => r.city !== 'london').every((r) => r.priceBand === undefined)).toBe(true);
    const banded = pack.menus.flatMap((m) => bandPricesOn(m)).map((p) => p.itemId);
    expect(new Set(banded).size).toBeGreaterThanOrEqual(5);
  });

  it('keeps tile HTML to the allowed tags', () => {
    for (const { tileId, content } of allTiles()) {
      for (const [tag] of (content ?? '').matchAll(/<[^>]*>/g)) {
        expect(tag, tileId).toMatch(/^<\/?(p|h2|h3|ul|ol|li|strong|em|br)>$|^<a href="[^"]+">$|^<\/a>$/);
      }
    }
  });
});

/** The menu with its first item's availability replaced. */
function withAvailability(menu: Menu, availability: MenuItem['availability']): Menu {
  const [section, ...sections] = menu.sections;
  const [sub, ...subs] = section!.subsections;
  const [item, ...items] = sub!.items;
  return {
    ...menu,
    sections: [{ ...section!, subsections: [{ ...sub!, items: [{ ...item!, availability }, ...items] }, ...subs] }, ...sections],
  };
}

describe('checkPackIntegrity', () => {
  it('reports duplicates, dangling references, bad links and missing files', () => {
    const [first, second] = pack.restaurants;
    const broken: ContentPack = {
      ...pack,
      restaurants: [
        { ...first!, offers: ['no-such-offer'], menuIds: ['no-such-menu'], priceBand: 'no-such-band' },
        { ...second!, storeId: first!.storeId, image: { ...second!.image, desktop: '/images/missing.svg' } },
      ],
      menus: pack.menus.map((m, i) => (i === 0 ? withAvailability(m, { '99999': 'sold-out' }) : m)),
      // product.md D9: a band price for a band the settings do not hold.
      settings: { ...pack.settings, navigation: [{ label: 'Nowhere', url: '/nowhere/' }], price_bands: [] },
    };
    const problems = checkPackIntegrity(broken, fileExists);
    expect(problems).toEqual(
      expect.arrayContaining([
        `duplicate storeId: ${first!.storeId}`,
        `restaurant ${first!.slug}: unknown offer no-such-offer`,
        `restaurant ${first!.slug}: unknown menu no-such-menu`,
        'settings: link to unknown page /nowhere/',
        'missing file public/images/missing.svg',
        `restaurant ${first!.slug}: unknown price band no-such-band`,
        'menu food: item picanha-steak: unknown price band london',
        `menu ${pack.menus[0]!.id}: item ${pack.menus[0]!.sections[0]!.subsections[0]!.items[0]!.id}: unknown restaurant 99999`,
      ]),
    );
  });
});

describe('loadContentPack', () => {
  it('names the file and the field of an invalid document', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mesa-pack-'));
    try {
      await cp(import.meta.dirname, dir, { recursive: true, filter: (src) => !src.endsWith('.ts') });
      const file = join(dir, 'restaurants', 'bath.json');
      const doc = JSON.parse(await readFile(file, 'utf8'));
      await writeFile(file, JSON.stringify({ ...doc, lat: 75 }));
      await expect(loadContentPack(dir)).rejects.toThrow(/restaurants\/bath\.json: lat: /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

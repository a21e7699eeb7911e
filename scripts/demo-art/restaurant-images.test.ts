import { describe, expect, it } from 'vitest';
import { withSceneImages } from './restaurant-images.ts';

describe('pointing a restaurant at its scene', () => {
  const doc = {
    slug: 'bath',
    title: 'Casa Lumbre Bath',
    heroTiles: [
      { tileId: 'bath-hero', backgroundImage: { desktop: '/images/restaurants/old-hero.svg', mobile: '/x.svg', alt: 'old' } },
      { tileId: 'plain' },
    ],
    image: { desktop: '/images/restaurants/old.svg', mobile: '/images/restaurants/old.svg', alt: 'old' },
  };

  it('changes the page image and every hero tile image, and nothing else', () => {
    const out = withSceneImages(doc, 'A townhouse');
    expect(out.image).toEqual({
      desktop: '/images/restaurants/bath.svg',
      mobile: '/images/restaurants/bath-mobile.svg',
      alt: 'A townhouse',
    });
    expect(out.heroTiles[0]!.backgroundImage).toEqual(out.image);
    expect(out.heroTiles[1]).toEqual({ tileId: 'plain' });
    expect(out.title).toBe(doc.title);
    expect(Object.keys(out)).toEqual(Object.keys(doc));
  });
});

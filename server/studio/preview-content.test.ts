// The studio's preview of a restaurant's draft (decision 036): the draft's fields,
// the booking setup's hours, and nothing the draft took away (decision 053:
// a price band taken off previews at the chain's prices).
import { describe, expect, it } from 'vitest';
import type { Restaurant, RestaurantDoc } from '../../contract/content.ts';
import { packRestaurants, loadContentPack } from '../../content/load-pack.ts';
import type { ContentService } from '../content/content-service.ts';
import { previewContent } from './preview-content.ts';

const pack = await loadContentPack();
const restaurants = packRestaurants(pack);
const live = { restaurants: async () => restaurants } as unknown as ContentService;
const ealing = restaurants.find((r) => r.slug === 'london-ealing')!;

describe('a restaurant’s draft in the preview', () => {
  it('leaves out a price band the draft took off, and keeps the setup’s hours', async () => {
    const { hours: _h, specialHours: _s, booking: _b, priceBand: _band, ...doc } = ealing;
    const preview = await previewContent(live, 'restaurant', { ...doc, title: 'Ealing, renamed' } satisfies RestaurantDoc);
    const shown = (await preview.restaurantBySlug('london-ealing')) as Restaurant;
    expect(ealing.priceBand).toBe('london');
    expect(shown).not.toHaveProperty('priceBand');
    expect(shown.title).toBe('Ealing, renamed');
    expect(shown.hours).toEqual(ealing.hours);
    expect((await preview.restaurantBySlug('bath'))!.title).toBe('Casa Lumbre Bath');
  });
});

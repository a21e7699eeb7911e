import { describe, expect, it } from 'vitest';
import { finderHref } from './finder-href.ts';

describe('finder URLs', () => {
  it('keeps a text search and drops the filters', () => {
    expect(finderHref('/restaurants/', { q: 'SW1A 1AA' })).toBe('/restaurants/?q=SW1A+1AA');
    expect(finderHref('/find-us/', { q: 'Bath', point: null }, ['parking'])).toBe('/find-us/?q=Bath&amenity=parking');
  });

  it('keeps the coordinates of a "use my location" search', () => {
    const point = { lat: '53.48080', lng: '-2.24260' };
    expect(finderHref('/find-us/', { q: '', point })).toBe('/find-us/?lat=53.48080&lng=-2.24260');
    expect(finderHref('/find-us/', { q: '', point }, ['parking', 'live-music'])).toBe(
      '/find-us/?lat=53.48080&lng=-2.24260&amenity=parking&amenity=live-music',
    );
  });

  it('is the bare page when there is no search', () => {
    expect(finderHref('/restaurants/', { q: '' })).toBe('/restaurants/');
  });
});

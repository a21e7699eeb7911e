// The restaurant page's and the manage page's address, map and phone links (decision 041).
import { describe, expect, it } from 'vitest';
import { addressText, directionsUrl, mapUrl, telHref } from './restaurant-links.ts';

describe('restaurant links', () => {
  const place = { lat: 52.4081, lng: -1.5106 };

  it('writes the address on one line, leaving out the parts it lacks', () => {
    expect(addressText({ line1: '1 Broadgate', town: 'Coventry', postcode: 'CV1 1AA' })).toBe('1 Broadgate, Coventry, CV1 1AA');
    expect(addressText({ line1: 'Unit 4', line2: 'West Orchards', town: 'Coventry', county: 'West Midlands', postcode: 'CV1 1QX' })).toBe(
      'Unit 4, West Orchards, Coventry, CV1 1QX',
    );
  });

  it('links to a map centred on the restaurant and to directions there', () => {
    expect(mapUrl(place)).toBe('https://www.openstreetmap.org/?mlat=52.4081&mlon=-1.5106#map=17/52.4081/-1.5106');
    expect(directionsUrl(place)).toBe('https://www.openstreetmap.org/directions?to=52.4081%2C-1.5106');
  });

  it('dials the number without its spaces', () => {
    expect(telHref('024 7600 1234')).toBe('tel:02476001234');
  });
});

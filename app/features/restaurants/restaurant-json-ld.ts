// schema.org Restaurant (product.md §2): address, geo, opening hours, menu, telephone.
import { WEEKDAYS } from '../../../contract/content-constants.ts';
import type { Restaurant } from '../../../contract/content.ts';

export function restaurantJsonLd(r: Restaurant, publicUrl: string) {
  const url = new URL(`/restaurants/${r.slug}/`, publicUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: r.title,
    url,
    telephone: r.phone,
    email: r.email,
    servesCuisine: 'Latin American',
    priceRange: '££',
    menu: new URL('menu/', url).href,
    acceptsReservations: true,
    image: new URL(r.image.desktop, publicUrl).href,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [r.address.line1, r.address.line2].filter(Boolean).join(', '),
      addressLocality: r.address.town,
      addressRegion: r.address.county,
      postalCode: r.address.postcode,
      addressCountry: 'GB',
    },
    geo: { '@type': 'GeoCoordinates', latitude: r.lat, longitude: r.lng },
    openingHoursSpecification: WEEKDAYS.flatMap((day) => {
      const opens = r.hours[`${day}Open`];
      const closes = r.hours[`${day}Close`];
      if (/^closed$/i.test(opens) || /^closed$/i.test(closes)) return [];
      const name = day[0]!.toUpperCase() + day.slice(1);
      return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${name}`, opens, closes }];
    }),
  };
}

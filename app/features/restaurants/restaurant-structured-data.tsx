// The restaurant page's schema.org data as a script element: a component of
// its own so the page can load it after the first paint (product.md D7), as no
// diner sees it; the server renders it in the page's HTML for crawlers.
import type { Restaurant } from '../../../contract/content.ts';
import { JsonLd } from '../../components/ui/json-ld.tsx';
import { restaurantJsonLd } from './restaurant-json-ld.ts';

export function RestaurantStructuredData({ restaurant, publicUrl }: { restaurant: Restaurant; publicUrl: string }) {
  return <JsonLd data={restaurantJsonLd(restaurant, publicUrl)} />;
}

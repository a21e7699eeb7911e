// How a restaurant's address, phone and map position become text and links
// (product.md §3 location display: address, phone number, map links), one set
// for the restaurant page and the manage-booking page (decision 041).
import type { Restaurant } from '../../contract/content.ts';

type Position = Pick<Restaurant, 'lat' | 'lng'>;

/** The address on one line: "12 High Street, Coventry, CV1 1AA". */
export const addressText = (a: Restaurant['address']): string => [a.line1, a.line2, a.town, a.postcode].filter(Boolean).join(', ');

/** A map centred on the restaurant (OpenStreetMap, product.md D6's default map). */
export const mapUrl = ({ lat, lng }: Position): string => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/** Directions to the restaurant from wherever the diner is. */
export const directionsUrl = ({ lat, lng }: Position): string => `https://www.openstreetmap.org/directions?to=${lat}%2C${lng}`;

/** A phone number as a tel: link (no spaces). */
export const telHref = (phone: string): string => `tel:${phone.replace(/\s+/g, '')}`;

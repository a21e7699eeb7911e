// What a diner's e-mail says of the restaurant: every mail about a booking or a payment signs off with these.
import type { Restaurant } from '../../contract/content.ts';

export type MailRestaurant = Pick<Restaurant, 'title' | 'address' | 'phone' | 'email'>;

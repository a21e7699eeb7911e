import type { AMENITIES } from '../../../contract/content.ts';

export const AMENITY_LABELS: Record<(typeof AMENITIES)[number], string> = {
  'wheelchair-access': 'Wheelchair access',
  'baby-changing': 'Baby changing',
  'high-chairs': 'High chairs',
  'free-wifi': 'Free Wi-Fi',
  'outdoor-seating': 'Outdoor seating',
  'dog-friendly': 'Dog friendly',
  parking: 'Parking',
  'private-dining': 'Private dining',
  'live-music': 'Live music',
  'cocktail-bar': 'Cocktail bar',
  'bottomless-brunch': 'Bottomless brunch',
  'click-and-collect': 'Click & collect',
  delivery: 'Delivery',
  'sports-screens': 'Sports on screen',
};

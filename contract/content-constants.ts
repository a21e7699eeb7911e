// Constants of the content model (product.md §3) with no zod in them, so browser
// code can import them without pulling the schema library into a page.

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const AMENITIES = [
  'wheelchair-access',
  'baby-changing',
  'high-chairs',
  'free-wifi',
  'outdoor-seating',
  'dog-friendly',
  'parking',
  'private-dining',
  'live-music',
  'cocktail-bar',
  'bottomless-brunch',
  'click-and-collect',
  'delivery',
  'sports-screens',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** What a diner reads for each amenity (the restaurant page, the finder's filter) and the studio's tick boxes say. */
export const AMENITY_LABELS: Record<Amenity, string> = {
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

export const DIETARY_TAGS = {
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
  'gluten-free': 'Gluten free',
  'dairy-free': 'Dairy free',
  spicy: 'Spicy',
} as const;
export type DietaryTagId = keyof typeof DIETARY_TAGS;

/**
 * The 14 allergens UK food law asks a menu to declare (product.md D9), in the
 * Food Standards Agency's order, with the words a diner reads.
 */
export const ALLERGENS = {
  celery: 'Celery',
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  soya: 'Soya',
  sulphites: 'Sulphur dioxide and sulphites',
} as const;
export type AllergenId = keyof typeof ALLERGENS;

/** A dish at one restaurant: on (the default), sold out tonight, or not served there. */
export const ITEM_AVAILABILITY = ['sold-out', 'hidden'] as const;
export type ItemAvailability = (typeof ITEM_AVAILABILITY)[number];
/** A dish's state at one restaurant as a manager chooses it: served (the default), or one of the others. */
export type AvailabilityChoice = ItemAvailability | 'available';

export const FORM_TYPES = [
  'contact',
  'group-booking',
  'sign-up',
  'partner',
  'offers-list',
  'booking',
  'restaurant-finder',
  'click-and-collect',
] as const;

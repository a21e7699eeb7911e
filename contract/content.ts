// Content shapes (product.md §3): the documents of the content store. One schema is
// used by the seed (import), the repositories (read) and the API replies.
import { z } from 'zod';
import { onlineBookingSchema } from './online-booking.ts';
import type { ImageSource } from './responsive-image.ts';
import { refineShowWindow, showWindowFields } from './show-window.ts';
import {
  ALLERGENS,
  AMENITIES,
  DIETARY_TAGS,
  FORM_TYPES,
  ITEM_AVAILABILITY,
  WEEKDAYS,
  type AllergenId,
  type DietaryTagId,
  type Weekday,
} from './content-constants.ts';
export { AMENITIES, DIETARY_TAGS, FORM_TYPES, WEEKDAYS, type DietaryTagId, type Weekday };

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM');
/** An opening time: HH:MM, or 'closed' in any letter case (product.md §4). */
export const openingTimeSchema = z.union([hhmm, z.string().regex(/^closed$/i, 'Expected HH:MM or closed')]);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD');
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lower-case slug');
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected #rrggbb');
/** Site-relative path ("/offers/") or absolute https URL. */
// A site path ("/offers/", never "//elsewhere", which leaves the site), an https address, mail, phone or a fragment:
// never javascript: or data: (product.md D9: stored content is rendered inert).
const href = z.string().regex(/^(\/(?!\/)|https:\/\/|mailto:|tel:|#)/, 'Expected a site path or https URL');
/** An address off the site (socials, partners): https only. */
const webUrl = z.url({ protocol: /^https$/, error: 'Expected an https address' });
const imagePath = z.string().regex(/^\/images\/.+\.(svg|webp|png|jpe?g|avif)$/i, 'Expected /images/… path');

/** Where the picture's subject is, in per cent from the left and the top: the crop keeps it in view (product.md D9). */
export const focalPointSchema = z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) });
export type FocalPoint = z.infer<typeof focalPointSchema>;

/** Per-weekday fields, flat as in product.md §3: mondayOpen, mondayClose, mondayClickCollectClose, … */
export const weeklyHoursSchema = z.object(
  Object.fromEntries(
    WEEKDAYS.flatMap((d) => [
      [`${d}Open`, openingTimeSchema],
      [`${d}Close`, openingTimeSchema],
      [`${d}ClickCollectClose`, openingTimeSchema],
    ]),
  ) as Record<`${Weekday}${'Open' | 'Close' | 'ClickCollectClose'}`, typeof openingTimeSchema>,
);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** product.md §3 special hours: win over weekly hours for startDate..endDate inclusive. */
export const specialHoursSchema = z.object({
  label: z.string().min(1),
  startDate: isoDate,
  endDate: isoDate,
  openTime: openingTimeSchema,
  closeTime: openingTimeSchema,
  clickCollectClose: openingTimeSchema,
});
export type SpecialHours = z.infer<typeof specialHoursSchema>;

export const amenitySchema = z.enum(AMENITIES);

/** What the image pipeline knows of one file (contract/responsive-image.ts). */
const imageSourceSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{12}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).min(1),
  colour: z.string().regex(/^#[0-9a-f]{6}$/),
}) satisfies z.ZodType<ImageSource>;

/**
 * An image of the pack: a wide (desktop) and a narrow (mobile) picture. `sources` is not
 * written in a document: the content service attaches what the image pipeline knows of each
 * file (decision 028), so a page can offer AVIF and WebP at several widths.
 */
export const imageSchema = z
  .object({
    desktop: imagePath,
    mobile: imagePath,
    alt: z.string(),
    /** A decorative picture says nothing to a screen reader (alt=""); any other needs its alt text. */
    decorative: z.boolean().optional(),
    /** The subject's place on the wide and the narrow picture; the centre when not set. */
    focus: z.object({ desktop: focalPointSchema, mobile: focalPointSchema }).optional(),
    sources: z.object({ desktop: imageSourceSchema, mobile: imageSourceSchema }).optional(),
  })
  .refine((image) => image.decorative === true || image.alt.trim().length > 0, {
    message: 'Describe the picture, or mark it decorative',
    path: ['alt'],
  });
export type Image = z.infer<typeof imageSchema>;

export const linkSchema = z.object({
  text: z.string().min(1),
  url: href,
  style: z.enum(['primary', 'secondary', 'text']).default('primary'),
});
export type Link = z.infer<typeof linkSchema>;

/** product.md §3 content tile. `content` is HTML limited to p, h2, h3, ul, ol, li, strong, em, a[href], br (sanitised on render). */
export const tileSchema = z.object({
  tileId: z.string().min(1),
  heading: z.string().optional(),
  subHeading: z.string().optional(),
  content: z.string().optional(),
  links: z.array(linkSchema).default([]),
  colours: z.object({ background: colour, text: colour, accent: colour.optional() }),
  backgroundImage: imageSchema.optional(),
  /** A short muted clip; `captions` is a WebVTT file (what is shown, and that it has no sound). */
  video: z
    .object({
      src: z.string().regex(/^\/images\/.+\.(webm|mp4)$/),
      poster: imagePath,
      caption: z.string(),
      captions: z.string().regex(/^\/images\/.+\.vtt$/, 'Expected a /images/….vtt captions file'),
    })
    .optional(),
  animationEffect: z.enum(['none', 'fade-in', 'slide-up', 'zoom-in']).default('none'),
  height: z.enum(['auto', 'small', 'medium', 'large', 'full']).default('auto'),
  width: z.enum(['full', 'contained', 'half']).default('contained'),
  alignment: z.enum(['left', 'center', 'right']).default('left'),
  formType: z.enum(FORM_TYPES).nullable().default(null),
});
export type Tile = z.infer<typeof tileSchema>;

export const restaurantSchema = z.object({
  storeId: z.string().regex(/^\d{3,6}$/),
  bookATableWidgetId: z.string().min(1),
  slug,
  city: slug,
  title: z.string().min(1),
  about: z.string().min(1),
  lat: z.number().min(49).max(61),
  lng: z.number().min(-8.7).max(2),
  address: z.object({
    line1: z.string().min(1),
    line2: z.string().optional(),
    town: z.string().min(1),
    county: z.string().optional(),
    postcode: z.string().regex(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, 'Expected a UK postcode'),
  }),
  /** Other names a diner may search by (locality, shopping centre). */
  localities: z.array(z.string()).default([]),
  phone: z.string().regex(/^0\d{3,4} ?\d{3} ?\d{3,4}$/),
  email: z.email(),
  what3words: z.string().regex(/^[a-z]+\.[a-z]+\.[a-z]+$/),
  hours: weeklyHoursSchema,
  specialHours: z.array(specialHoursSchema).default([]),
  amenities: z.array(amenitySchema).default([]),
  awards: z.array(z.object({ name: z.string(), year: z.number().int(), issuer: z.string() })).default([]),
  socials: z.array(z.object({ network: z.enum(['instagram', 'facebook', 'tiktok', 'x']), url: webUrl })).default([]),
  heroTiles: z.array(tileSchema).default([]),
  /** Offer slugs available at this restaurant. */
  offers: z.array(slug).default([]),
  clickCollect: z.object({ enabled: z.boolean(), url: webUrl.optional() }),
  deliveryPartners: z
    .array(z.object({ name: z.string(), url: webUrl }))
    .max(3)
    .default([]),
  /** Restaurant-specific menu ids; empty means the chain's menus. */
  menuIds: z.array(slug).default([]),
  /** Decision 053 "price bands": the id of a band in the site settings; none means the chain's prices. Set by head office only. */
  priceBand: slug.optional(),
  image: imageSchema,
  /** From the booking setup (decision 025): online or not, where to book instead, the group size that enquires. */
  booking: onlineBookingSchema.optional(),
});
export type Restaurant = z.infer<typeof restaurantSchema>;

/**
 * A restaurant as the content pack and the content store hold it: everything
 * but its opening hours and special dates, whose one source is the
 * restaurant's booking setup (decision 025). Reads join the two.
 */
export const restaurantDocSchema = restaurantSchema.omit({ hours: true, specialHours: true, booking: true });
export type RestaurantDoc = z.infer<typeof restaurantDocSchema>;

export const dietaryTagSchema = z.object({
  id: z.enum(Object.keys(DIETARY_TAGS) as [DietaryTagId, ...DietaryTagId[]]),
  name: z.string(),
});

/**
 * One price of a dish. `price` is the chain's; `bandPrices` holds what a restaurant
 * in a price band charges instead, by band id (decision 053); a band not listed charges `price`.
 */
export const menuOptionSchema = z.object({
  name: z.string(),
  price: z.number().int().nonnegative(),
  bandPrices: z.record(slug, z.number().int().nonnegative()).optional(),
});
export type MenuOption = z.infer<typeof menuOptionSchema>;

export const menuItemSchema = z.object({
  id: slug,
  name: z.string().min(1),
  description: z.string().default(''),
  dietaryTags: z.array(dietaryTagSchema).default([]),
  /** The UK allergens the dish contains (product.md D9); none listed means none declared. */
  allergens: z.array(z.enum(Object.keys(ALLERGENS) as [AllergenId, ...AllergenId[]])).default([]),
  /** By storeId: sold out tonight, or not served there; a restaurant not listed serves it. */
  availability: z.record(z.string().min(1).max(64), z.enum(ITEM_AVAILABILITY)).default({}),
  /** Prices are integer pence (GBP), to avoid floating point money. */
  options: z.array(menuOptionSchema).min(1),
});
export const menuSchema = z.object({
  id: slug,
  name: z.string().min(1),
  description: z.string().default(''),
  sections: z
    .array(
      z.object({
        id: slug,
        name: z.string().min(1),
        description: z.string().default(''),
        subsections: z
          .array(
            z.object({ id: slug, name: z.string().min(1), description: z.string().default(''), items: z.array(menuItemSchema).min(1) }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type Menu = z.infer<typeof menuSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;

/** A content page; `id` is its path without slashes ("faqs", "offers", "home"). */
export const pageSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/),
  title: z.string().min(1),
  description: z.string().min(1),
  header: z.enum(['solid', 'transparent']).default('solid'),
  /** The picture shown when the page is shared (og:image); the first tile's background when not set. */
  socialImage: imagePath.optional(),
  tiles: z.array(tileSchema).min(1),
});
export type Page = z.infer<typeof pageSchema>;

/** product.md §3 offer; looked up by slug or id. */
export const offerSchema = z.object({
  id: z.string().regex(/^\d+$/),
  slug,
  title: z.string().min(1),
  description: z.string().min(1),
  validityText: z.string().min(1),
  termAndConditions: z.string().min(1),
  successButtonText: z.string().min(1),
  successButtonUrl: href,
  overrideSuccessUrl: href.optional(),
  image: imageSchema,
  /** Prefix of the voucher codes issued for this offer. */
  code: z.string().regex(/^[A-Z0-9]{3,12}$/),
});
export type Offer = z.infer<typeof offerSchema>;

export const navLinkSchema = z.object({ label: z.string().min(1), url: href });

/** Decision 053 "price bands": a group of restaurants that charge their own prices for the chain's menus ("London"). */
export const priceBandSchema = z.object({ id: slug, name: z.string().trim().min(1).max(60) });
export const MAX_PRICE_BANDS = 20;
export type PriceBand = z.infer<typeof priceBandSchema>;

/** product.md §3 settings; root-store keys keep their snake_case names. */
export const settingsSchema = z.object({
  site_id: z.string().min(1),
  site_name: z.string().min(1),
  site_url: z.url(),
  site_email: z.email(),
  book_now_text: z.string().default('Book Now'),
  carousel_arrows: z.boolean().default(true),
  carousel_dots: z.boolean().default(false),
  default_restaurant_id: z.string().default(''),
  loading_color: colour.default('#01B0B5'),
  footer_type: z.enum(['page', 'minimal']).default('page'),
  /** The chain's menus, in the order the menu pages offer them. */
  chain_menus: z.array(slug).min(1),
  /** Decision 053: the price bands a restaurant may be in; snake_case like the other settings keys. */
  price_bands: z
    .array(priceBandSchema)
    .max(MAX_PRICE_BANDS)
    .default([])
    .refine((bands) => new Set(bands.map((b) => b.id)).size === bands.length, 'Each price band id once'),
  tagline: z.string(),
  navigation: z.array(navLinkSchema).min(1),
  footer_links: z.array(navLinkSchema),
  socials: z.array(z.object({ network: z.enum(['instagram', 'facebook', 'tiktok', 'x']), url: webUrl })),
  /** Decision 064: a banner and a popup may start and end at London times of their own, without a publish then. */
  banner: z
    .object({ id: z.string(), text: z.string(), link: navLinkSchema.optional(), ...showWindowFields })
    .superRefine(refineShowWindow)
    .nullable(),
  popup: z
    .object({
      id: z.string(),
      heading: z.string(),
      content: z.string(),
      link: navLinkSchema,
      /** product.md D14: shown at most once per visitor in this many days (30 when absent). */
      everyDays: z.number().int().min(1).max(365).optional(),
      ...showWindowFields,
    })
    .superRefine(refineShowWindow)
    .nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Interests a customer may choose (GET /api/v1/content/choices). */
export const choicesSchema = z.object({ interests: z.array(z.object({ id: slug, name: z.string() })).min(1) });
export type Choices = z.infer<typeof choicesSchema>;

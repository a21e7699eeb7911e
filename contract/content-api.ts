// Request parameters and replies of the content API (product.md §7 Content).
import { z } from 'zod';
import { choicesSchema, menuSchema, offerSchema, pageSchema, restaurantSchema, settingsSchema } from './content.ts';
import { okReply } from './api.ts';

const slugParam = z
  .string()
  .regex(/^[a-z0-9-]{1,80}$/i, 'must be a slug of letters, digits and hyphens')
  .transform((s) => s.toLowerCase());

export const pageParamsSchema = z.object({ id: slugParam });
export const nestedPageParamsSchema = z.object({ id1: slugParam, id2: slugParam });
export const slugParamsSchema = z.object({ slug: slugParam });
export const slugCityParamsSchema = z.object({ slug: slugParam, city: slugParam });
export const storeIdParamsSchema = z.object({ storeId: z.string().regex(/^\d{1,10}$/, 'must be a number') });
export const menuParamsSchema = z.object({ id: slugParam });
/** Decision 053 "price bands": `?storeId=` prices the menu as that restaurant charges (its band's prices, decision 053). */
export const menuQuerySchema = z.object({
  storeId: z
    .string()
    .regex(/^\d{1,10}$/, 'must be a number')
    .optional(),
});

/** What a list, map or select needs of a restaurant: no long copy, no tiles. */
export const restaurantSummarySchema = restaurantSchema.pick({
  storeId: true,
  slug: true,
  city: true,
  title: true,
  lat: true,
  lng: true,
  address: true,
  localities: true,
  phone: true,
  hours: true,
  specialHours: true,
  booking: true,
  amenities: true,
  clickCollect: true,
});
export type RestaurantSummary = z.infer<typeof restaurantSummarySchema>;

export const settingsReplySchema = okReply(settingsSchema);
export const choicesReplySchema = okReply(choicesSchema);
export const restaurantListReplySchema = okReply(z.array(restaurantSummarySchema));
export const restaurantReplySchema = okReply(restaurantSchema);
export const restaurantExtrasReplySchema = okReply(
  z.object({
    storeId: z.string(),
    offers: z.array(offerSchema),
    heroTiles: restaurantSchema.shape.heroTiles,
    clickCollect: restaurantSchema.shape.clickCollect,
  }),
);
export const menuReplySchema = okReply(menuSchema);
export const pageReplySchema = okReply(pageSchema);
export const pageListReplySchema = okReply(z.array(pageSchema.pick({ id: true, title: true, description: true })));
export const offerReplySchema = okReply(offerSchema);

// GET /api/social/insta/media (product.md §7 Other).
import { z } from 'zod';
import { okReply } from './api.ts';

export const instagramMediaSchema = z.object({
  id: z.string().min(1),
  caption: z.string(),
  mediaType: z.enum(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']),
  /** Site path (content pack) or https URL (Instagram). */
  mediaUrl: z.string().regex(/^(\/images\/|https:\/\/)/),
  permalink: z.url(),
  /** Text for people who cannot see the picture. */
  alt: z.string(),
  timestamp: z.string().optional(),
});
export type InstagramMedia = z.infer<typeof instagramMediaSchema>;
export const instagramMediaReplySchema = okReply(z.array(instagramMediaSchema));

// Shapes shared by every /api route (product.md §7): the reply envelope, the token
// call and the headers every call carries.
import { z } from 'zod';

/**
 * Every reply: `{ success, data }` on success, `{ success: false, message }` on failure. A failure
 * about one field names it (dot path) in `field`; `message` is the diner's text without it.
 */
export const okReply = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const errorReplySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  field: z.string().optional(),
  code: z.number().int().optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** product.md §9: token validity about 23 hours. */
export const TOKEN_VALIDITY_MS = 82_800_000;
/** product.md §7: reuse a stored token until 5 minutes before it expires. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

/** The body may be absent (Fastify gives null) or `{ clearCache }`. */
export const tokenRequestSchema = z.object({ clearCache: z.boolean().default(false) }).nullish();
export const tokenReplySchema = okReply(z.object({ token: z.string(), expiresAt: z.number().int() }));
export type TokenReply = z.infer<typeof tokenReplySchema>;

/** product.md §7 headers; Fastify lower-cases header names. */
export const apiHeadersSchema = z.object({
  authorization: z.string().regex(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/, 'Authorization must be a bearer token'),
  brandkey: z.string().min(1, 'brandKey header is required').max(64),
  sessionid: z.string().regex(/^[\w-]{8,64}$/, 'sessionId header must be 8–64 letters, digits, - or _'),
});

/**
 * product.md §7: a query value meaning "none" travels as the string "null" (areaId=null). Only the
 * query schemas read it (contract/booking.ts) and only the client's query serialiser writes it;
 * everywhere else "no area" is `null`.
 */
export const WIRE_NULL = 'null';

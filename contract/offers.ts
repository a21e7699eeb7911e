// The offers API (product.md §3 Offer, §5, §7 Offers) and refer a friend.
import { z } from 'zod';
import { okReply } from './api.ts';
import { offerSchema } from './content.ts';
import { emailField, formGuardFields, requiredText } from './fields.ts';

export const OFFER_NOT_FOUND = 'This offer could not be found';

export const offerBySlugQuerySchema = z.object({
  offerSlug: z
    .string({ error: 'offerSlug is required' })
    .regex(/^[a-z0-9-]{1,80}$/i, 'must be a slug of letters, digits and hyphens')
    .transform((s) => s.toLowerCase()),
});
export const offerIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,10}$/, 'must be a number') });

export const offerReplySchema = okReply(offerSchema);
/** product.md §7: GET /api/offer/rest/{id} reads status and data. */
export const offerRestReplySchema = offerReplySchema.extend({ status: z.literal(200) });

const acceptTerms = z.literal(true, 'Please accept the terms and conditions');

/** product.md §5: e-mail present and valid; terms must be accepted. The offer by id or slug. */
export const getCodeRequestSchema = z
  .object({
    offerId: z
      .string()
      .regex(/^\d{1,10}$/, 'must be a number')
      .optional(),
    offerSlug: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/, 'must be a slug')
      .optional(),
    emailAddress: emailField,
    acceptTerms,
    ...formGuardFields,
  })
  .refine((b) => b.offerId !== undefined || b.offerSlug !== undefined, { path: ['offerId'], message: 'offerId or offerSlug is required' });
export type GetCodeRequest = z.input<typeof getCodeRequestSchema>;

/** product.md §4: after a successful generate, voucherGenerated is true. The code itself only travels by e-mail. */
export const getCodeReplySchema = okReply(z.object({ voucherGenerated: z.literal(true) }));

// ---------------------------------------------------------------- refer a friend

// The invitation goes, under our brand, to any address the sender types, so
// nothing the sender writes may turn it into an advert: names are words of
// letters only. Without `<`, `@`, `/` or `:` there is no markup, e-mail
// address or URL; a dot between letters ("evil.com", "www.x") and the words
// "http" and "www" are refused too, as mail programs make links of them.
const NAME_CHARACTERS = /^[\p{L}\p{M}][\p{L}\p{M}'’ .-]*$/u;
const DOMAIN_LIKE = /[\p{L}\p{M}]\.[\p{L}\p{M}]/u;
const WEB_WORD = /(?:^|[^\p{L}])(?:https?|www)(?:[^\p{L}]|$)/iu;
export const isPlainName = (s: string) => NAME_CHARACTERS.test(s) && !DOMAIN_LIKE.test(s) && !WEB_WORD.test(s);

const plainNameField = (missing: string, whose: string) =>
  requiredText(missing, 50).refine(
    (s) => s === '' || isPlainName(s), // an empty name has its own message
    `Please enter ${whose} first name in letters only, without links or addresses`,
  );

export const referralInviteRequestSchema = z
  .object({
    yourName: plainNameField('Please enter your first name', 'your'),
    yourEmail: emailField,
    friendName: plainNameField("Please enter your friend's first name", "your friend's"),
    friendEmail: emailField,
    ...formGuardFields,
  })
  .refine((b) => b.yourEmail !== b.friendEmail, { path: ['friendEmail'], message: "Please enter your friend's e-mail address, not yours" });
export type ReferralInviteRequest = z.input<typeof referralInviteRequestSchema>;
export const REFERRAL_SENT = 'Thanks! If your friend is new to the club, your invitation is on its way.';

export const referralTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'This invitation link is not valid');
export const referralClaimRequestSchema = z.object({
  token: referralTokenSchema,
  emailAddress: emailField,
  acceptTerms,
  ...formGuardFields,
});
export type ReferralClaimRequest = z.input<typeof referralClaimRequestSchema>;
export const REFERRAL_INVALID = 'This invitation link is not valid or has already been used.';

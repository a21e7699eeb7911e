// The route table of the /api (product.md §7): one entry per route, with its method,
// path, request schemas and reply. The Fastify routes are registered from it
// (server/api/route-schema.ts) and the browser client is typed by it
// (app/lib/api/api-client.ts): a call names a route and gets its reply type.
import type { z } from 'zod';
import { errorReplySchema, tokenReplySchema, tokenRequestSchema } from './api.ts';
import { bookingApiRoutes } from './booking-api-routes.ts';
import { consoleApiRoutes } from './console-api-routes.ts';
import { captchaChallengeReplySchema } from './captcha.ts';
import * as content from './content-api.ts';
import * as customers from './customers.ts';
import * as forms from './forms.ts';
import { geoPointParamsSchema, geoQueryParamsSchema, geoSearchReplySchema } from './geo.ts';
import * as offers from './offers.ts';
import { instagramMediaReplySchema } from './social.ts';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** Fastify's syntax: `:name` is a path parameter, named in `params`. */
  path: `/api/${string}`;
  params?: z.ZodObject;
  /** Values arrive as strings; the schema's output is what the client sends (product.md §7 "null" included). */
  query?: z.ZodObject;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The 200 reply. */
  reply: z.ZodType;
  /** Replies with a shape of their own besides the common error reply (contract/api.ts). */
  otherReplies?: Readonly<Record<number, z.ZodType>>;
  summary: string;
  tags: readonly string[];
  /** OpenAPI security when not the app token (the console's cookie: contract/console-api-routes.ts). */
  security?: readonly Readonly<Record<string, readonly string[]>>[];
  consumes?: readonly string[];
}

const contentTags = ['content'] as const;
const contact = ['contact'] as const;
const customer = ['customer'] as const;
const offerTags = ['offers'] as const;

export const apiRoutes = {
  // ---------------------------------------------------------------- auth
  token: {
    method: 'POST',
    path: '/api/token',
    body: tokenRequestSchema,
    reply: tokenReplySchema,
    otherReplies: { 429: errorReplySchema },
    summary: 'Issue an app bearer token (valid ~23 h)',
    tags: ['auth'],
  },

  // ---------------------------------------------------------------- content
  brandSettings: {
    method: 'GET',
    path: '/api/v1/content/brand-settings',
    reply: content.settingsReplySchema,
    summary: 'Site settings',
    tags: contentTags,
  },
  // Alias kept for clients that ask for "settings" (product.md §7: get settings, path not shown).
  settings: {
    method: 'GET',
    path: '/api/v1/content/settings',
    reply: content.settingsReplySchema,
    summary: 'Site settings',
    tags: contentTags,
  },
  choices: {
    method: 'GET',
    path: '/api/v1/content/choices',
    reply: content.choicesReplySchema,
    summary: 'Customer interest choices',
    tags: contentTags,
  },
  restaurants: {
    method: 'GET',
    path: '/api/v1/content/search-restaurants/',
    reply: content.restaurantListReplySchema,
    summary: 'All restaurants (summaries)',
    tags: contentTags,
  },
  restaurantBySlugAndCity: {
    method: 'GET',
    path: '/api/v1/content/restaurant/slug/:slug/city/:city',
    params: content.slugCityParamsSchema,
    reply: content.restaurantReplySchema,
    summary: 'Restaurant by slug within a city',
    tags: contentTags,
  },
  restaurantBySlug: {
    method: 'GET',
    path: '/api/v1/content/getRestaurantBySlug/:slug',
    params: content.slugParamsSchema,
    reply: content.restaurantReplySchema,
    summary: 'Restaurant by slug',
    tags: contentTags,
  },
  restaurantExtras: {
    method: 'GET',
    path: '/api/v1/content/restaurant/:storeId',
    params: content.storeIdParamsSchema,
    reply: content.restaurantExtrasReplySchema,
    summary: "A restaurant's offers, hero tiles and click and collect",
    tags: contentTags,
  },
  menu: {
    method: 'GET',
    path: '/api/v1/content/menu/:id',
    params: content.menuParamsSchema,
    query: content.menuQuerySchema,
    reply: content.menuReplySchema,
    summary: 'A menu; with storeId, priced as that restaurant charges (its price band)',
    tags: contentTags,
  },
  pages: {
    method: 'GET',
    path: '/api/v1/content/pages',
    reply: content.pageListReplySchema,
    summary: 'All pages (id, title, description)',
    tags: contentTags,
  },
  page: {
    method: 'GET',
    path: '/api/v1/content/page/:id',
    params: content.pageParamsSchema,
    reply: content.pageReplySchema,
    summary: 'A page by path, e.g. faqs',
    tags: contentTags,
  },
  nestedPage: {
    method: 'GET',
    path: '/api/v1/content/page/:id1/:id2',
    params: content.nestedPageParamsSchema,
    reply: content.pageReplySchema,
    summary: 'A nested page, e.g. faqs/bookings',
    tags: contentTags,
  },
  contentOffer: {
    method: 'GET',
    path: '/api/v1/content/offer/:slug',
    params: content.slugParamsSchema,
    reply: content.offerReplySchema,
    summary: 'An offer by slug',
    tags: contentTags,
  },

  // ---------------------------------------------------------------- geo
  // find-my-way prefers the static "lat" segment, so these paths never reach /:query.
  geoSearchPoint: {
    method: 'GET',
    path: '/api/geo/search/lat/:lat/lng/:lng',
    params: geoPointParamsSchema,
    reply: geoSearchReplySchema,
    summary: 'Nearest restaurants to a point (decimal degrees)',
    tags: ['geo'],
  },
  geoSearch: {
    method: 'GET',
    path: '/api/geo/search/:query',
    params: geoQueryParamsSchema,
    reply: geoSearchReplySchema,
    summary: 'Nearest restaurants to a town, city, postcode or restaurant name',
    tags: ['geo'],
  },

  // ---------------------------------------------------------------- contact
  contactTypes: {
    method: 'GET',
    path: '/api/contact/contactTypes',
    reply: forms.contactTypesReplySchema,
    summary: 'Contact enquiry types',
    tags: contact,
  },
  contactContent: {
    method: 'GET',
    path: '/api/contact/content',
    reply: forms.contactContentReplySchema,
    summary: 'Contact reasons (with sub-reasons) and restaurants',
    tags: contact,
  },
  contactUpload: {
    method: 'POST',
    path: '/api/contact/upload',
    consumes: ['multipart/form-data'],
    reply: forms.uploadReplySchema,
    summary: 'Attach files (multipart/form-data): at most 5, 10 MB each, PDF, JPEG, PNG, HEIC or DOCX by content',
    tags: contact,
  },
  contactUploadRemove: {
    method: 'DELETE',
    path: '/api/contact/upload/:id',
    params: forms.uploadIdParamsSchema,
    reply: forms.uploadRemovedReplySchema,
    summary: 'Remove an attached file not sent yet',
    tags: contact,
  },
  contactSend: {
    method: 'POST',
    path: '/api/contact/sendemail',
    body: forms.contactRequestSchema,
    reply: forms.contactReplySchema,
    summary: 'Send a contact message (with attachments)',
    tags: contact,
  },
  groupBooking: {
    method: 'POST',
    path: '/api/contact/group-booking',
    body: forms.groupEnquiryRequestSchema,
    reply: forms.groupEnquiryReplySchema,
    summary: 'Send a group booking enquiry',
    tags: contact,
  },

  // ---------------------------------------------------------------- customer
  signUp: {
    method: 'POST',
    path: '/api/signup',
    body: customers.signUpRequestSchema,
    reply: customers.signUpReplySchema,
    summary: 'Join the mailing list',
    tags: customer,
  },
  customerPreferences: {
    method: 'POST',
    path: '/api/exponea/getcustomerpreferences/:guid',
    params: customers.guidParamsSchema,
    body: customers.getPreferencesRequestSchema,
    reply: customers.customerPreferencesReplySchema,
    summary: "A customer's preferences (birthDate in seconds since the epoch)",
    tags: customer,
  },
  updateCustomerPreferences: {
    method: 'POST',
    path: '/api/exponea/updateCustomerPreferences',
    body: customers.updatePreferencesRequestSchema,
    reply: customers.messageReplySchema,
    summary: 'Save preferences',
    tags: customer,
  },
  updateCustomerChoices: {
    method: 'POST',
    path: '/api/exponea/updateCustomerChoices',
    body: customers.updateChoicesRequestSchema,
    reply: customers.messageReplySchema,
    summary: 'Save interests',
    tags: customer,
  },
  updateOccasionDates: {
    method: 'POST',
    path: '/api/exponea/updateOccasionDates',
    body: customers.updateOccasionDatesRequestSchema,
    reply: customers.occasionDatesReplySchema,
    summary: 'Replace occasion dates',
    tags: customer,
  },

  // ---------------------------------------------------------------- offers and refer a friend
  offerBySlug: {
    method: 'GET',
    path: '/api/offer/getofferbyslug',
    query: offers.offerBySlugQuerySchema,
    reply: offers.offerReplySchema,
    summary: 'An offer by slug',
    tags: offerTags,
  },
  offerById: {
    method: 'GET',
    path: '/api/offer/rest/:id',
    params: offers.offerIdParamsSchema,
    reply: offers.offerRestReplySchema,
    summary: 'An offer by id',
    tags: offerTags,
  },
  offerCode: {
    method: 'POST',
    path: '/api/offer/getcode',
    body: offers.getCodeRequestSchema,
    reply: offers.getCodeReplySchema,
    summary: "E-mail the diner's voucher code for an offer",
    tags: offerTags,
  },
  referralInvite: {
    method: 'POST',
    path: '/api/referral/invite',
    body: offers.referralInviteRequestSchema,
    reply: customers.messageReplySchema,
    summary: 'Invite a friend (refer a friend)',
    tags: offerTags,
  },
  referralClaim: {
    method: 'POST',
    path: '/api/referral/claim',
    body: offers.referralClaimRequestSchema,
    reply: offers.getCodeReplySchema,
    summary: "Claim a friend's referral voucher",
    tags: offerTags,
  },

  // ---------------------------------------------------------------- social and captcha
  instagramMedia: {
    method: 'GET',
    path: '/api/social/insta/media',
    reply: instagramMediaReplySchema,
    summary: 'Instagram media (the content pack when no token is configured)',
    tags: ['social'],
  },
  captchaChallenge: {
    method: 'GET',
    path: '/api/captcha/challenge',
    reply: captchaChallengeReplySchema,
    summary: 'Which captcha to use: an ALTCHA challenge, or the reCAPTCHA v3 site key',
    tags: ['captcha'],
  },

  ...bookingApiRoutes,
  ...consoleApiRoutes,
} as const satisfies Record<string, ApiRoute>;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;

// SPEC §7 Offers, and refer a friend: offers by slug or id, and voucher codes
// by e-mail. A missing offer is a 404 'This offer could not be found' (SPEC §4).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '../../contract/offers.ts';
import type { ContentService } from '../content/content-service.ts';
import type { CrmServices } from '../forms/crm-services.ts';
import { filledHoneypot, formRateLimits, requireCaptcha } from '../forms/form-guard.ts';
import { messageReplySchema } from '../../contract/customers.ts';
import { notFound } from '../http/api-errors.ts';

const tags = ['offers'];
const ok = <T>(data: T) => ({ success: true as const, data });

export const offerRoutes: FastifyPluginAsyncZod<{ crm: CrmServices; content: ContentService }> = async (app, { crm, content }) => {
  const limited = (form: string) => formRateLimits(app, form, crm.limits);
  const offer = async (slug: string | undefined, id: string | undefined) => {
    const found = slug ? await content.offerBySlug(slug) : id ? await content.offerById(id) : null;
    if (!found) throw notFound(c.OFFER_NOT_FOUND);
    return found;
  };

  app.get(
    '/api/offer/getofferbyslug',
    { schema: { tags, summary: 'An offer by slug', querystring: c.offerBySlugQuerySchema, response: { 200: c.offerReplySchema } } },
    async (request) => ok(await offer(request.query.offerSlug, undefined)),
  );
  app.get(
    '/api/offer/rest/:id',
    { schema: { tags, summary: 'An offer by id', params: c.offerIdParamsSchema, response: { 200: c.offerRestReplySchema } } },
    async (request) => ({ ...ok(await offer(undefined, request.params.id)), status: 200 as const }),
  );

  app.post(
    '/api/offer/getcode',
    {
      schema: {
        tags,
        summary: "E-mail the diner's voucher code for an offer",
        body: c.getCodeRequestSchema,
        response: { 200: c.getCodeReplySchema },
      },
      ...limited('getcode'),
    },
    async (request) => {
      const { body } = request;
      const found = await offer(body.offerSlug, body.offerId);
      if (!filledHoneypot(body)) {
        await requireCaptcha(crm.captcha, body.recaptcha, request.ip);
        await crm.vouchers.generate(found, body.emailAddress);
      }
      return ok({ voucherGenerated: true as const });
    },
  );

  app.post(
    '/api/referral/invite',
    {
      schema: {
        tags,
        summary: 'Invite a friend (refer a friend)',
        body: c.referralInviteRequestSchema,
        response: { 200: messageReplySchema },
      },
      ...limited('referral-invite'),
    },
    async (request) => {
      if (!filledHoneypot(request.body)) {
        await requireCaptcha(crm.captcha, request.body.recaptcha, request.ip);
        await crm.referrals.invite(request.body);
      }
      return ok({ message: c.REFERRAL_SENT });
    },
  );

  app.post(
    '/api/referral/claim',
    {
      schema: {
        tags,
        summary: "Claim a friend's referral voucher",
        body: c.referralClaimRequestSchema,
        response: { 200: c.getCodeReplySchema },
      },
      ...limited('referral-claim'),
    },
    async (request) => {
      if (!filledHoneypot(request.body)) {
        await requireCaptcha(crm.captcha, request.body.recaptcha, request.ip);
        await crm.referrals.claim(request.body);
      }
      return ok({ voucherGenerated: true as const });
    },
  );
};

// product.md §7 Offers, and refer a friend: offers by slug or id, and voucher codes
// by e-mail. A missing offer is a 404 'This offer could not be found' (product.md §4).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../contract/api-routes.ts';
import * as c from '../../contract/offers.ts';
import type { ContentService } from '../content/content-service.ts';
import type { CrmServices } from '../forms/crm-services.ts';
import { filledHoneypot, formRateLimits, requireCaptcha } from './form-guard.ts';
import { notFound } from '../domain/domain-error.ts';
import { routeOptions } from './route-schema.ts';

const ok = <T>(data: T) => ({ success: true as const, data });

export const offerRoutes: FastifyPluginAsyncZod<{ crm: CrmServices; content: ContentService }> = async (app, { crm, content }) => {
  const limited = (form: string) => formRateLimits(app, form, crm.limits);
  const offer = async (slug: string | undefined, id: string | undefined) => {
    const found = slug ? await content.offerBySlug(slug) : id ? await content.offerById(id) : null;
    if (!found) throw notFound(c.OFFER_NOT_FOUND);
    return found;
  };

  app.route({
    ...routeOptions(apiRoutes.offerBySlug),
    handler: async (request) => ok(await offer(request.query.offerSlug, undefined)),
  });
  app.route({
    ...routeOptions(apiRoutes.offerById),
    handler: async (request) => ({ ...ok(await offer(undefined, request.params.id)), status: 200 as const }),
  });

  app.route({
    ...routeOptions(apiRoutes.offerCode),
    ...limited('getcode'),
    handler: async (request) => {
      const { body } = request;
      const found = await offer(body.offerSlug, body.offerId);
      if (!filledHoneypot(body)) {
        await requireCaptcha(crm.captcha, body.recaptcha, request.ip);
        await crm.vouchers.generate(found, body.emailAddress);
      }
      return ok({ voucherGenerated: true as const });
    },
  });

  app.route({
    ...routeOptions(apiRoutes.referralInvite),
    ...limited('referral-invite'),
    handler: async (request) => {
      if (!filledHoneypot(request.body)) {
        await requireCaptcha(crm.captcha, request.body.recaptcha, request.ip);
        await crm.referrals.invite(request.body);
      }
      return ok({ message: c.REFERRAL_SENT });
    },
  });

  app.route({
    ...routeOptions(apiRoutes.referralClaim),
    ...limited('referral-claim'),
    handler: async (request) => {
      if (!filledHoneypot(request.body)) {
        await requireCaptcha(crm.captcha, request.body.recaptcha, request.ip);
        await crm.referrals.claim(request.body);
      }
      return ok({ voucherGenerated: true as const });
    },
  });
};

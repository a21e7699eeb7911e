// product.md §7 Customer and Other: sign-up, and the customer's preferences,
// interests and occasion dates (reached by the guid in their e-mail links).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../contract/api-routes.ts';
import * as c from '../../contract/customers.ts';
import { CUSTOMER_NOT_FOUND } from '../customers/preferences-service.ts';
import type { CrmServices } from '../forms/crm-services.ts';
import { filledHoneypot, formRateLimits, requireCaptcha } from './form-guard.ts';
import { notFound } from '../domain/domain-error.ts';
import { routeOptions } from './route-schema.ts';

const ok = <T>(data: T) => ({ success: true as const, data });

export const customerRoutes: FastifyPluginAsyncZod<{ crm: CrmServices }> = async (app, { crm }) => {
  const limited = (form: string) => formRateLimits(app, form, crm.limits);

  app.route({
    ...routeOptions(apiRoutes.signUp),
    ...limited('signup'),
    handler: async (request) => {
      if (!filledHoneypot(request.body)) {
        await requireCaptcha(crm.captcha, request.body.recaptcha, request.ip);
        await crm.signUps.signUp(request.body);
      }
      return ok({ message: c.SIGN_UP_THANKS });
    },
  });

  app.route({
    ...routeOptions(apiRoutes.customerPreferences),
    ...limited('preferences-read'),
    handler: async (request) => {
      const prefs = await crm.customers.preferences(request.params.guid);
      if (!prefs) throw notFound(CUSTOMER_NOT_FOUND); // product.md §4: "not found", as a 404
      const wanted = request.body?.attributes;
      if (!wanted) return ok(prefs);
      return ok({ guid: prefs.guid, message: prefs.message, ...Object.fromEntries(wanted.map((a) => [a, prefs[a]])) });
    },
  });

  app.route({
    ...routeOptions(apiRoutes.updateCustomerPreferences),
    ...limited('preferences'),
    handler: async (request) => ok({ message: await crm.customers.updatePreferences(request.body) }),
  });

  app.route({
    ...routeOptions(apiRoutes.updateCustomerChoices),
    ...limited('choices'),
    handler: async (request) => ok({ message: await crm.customers.updateChoices(request.body) }),
  });

  app.route({
    ...routeOptions(apiRoutes.updateOccasionDates),
    ...limited('occasion-dates'),
    handler: async (request) => {
      const message = await crm.customers.updateOccasionDates(request.body.guid, request.body.occasionDates);
      return ok({ message, occasionDates: request.body.occasionDates });
    },
  });
};

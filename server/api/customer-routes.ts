// SPEC §7 Customer and Other: sign-up, and the customer's preferences,
// interests and occasion dates (reached by the guid in their e-mail links).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '../../contract/customers.ts';
import { CUSTOMER_NOT_FOUND } from '../customers/preferences-service.ts';
import type { CrmServices } from '../forms/crm-services.ts';
import { filledHoneypot, formRateLimits, requireCaptcha } from '../forms/form-guard.ts';
import { HttpError } from '../http/api-errors.ts';

const tags = ['customer'];
const ok = <T>(data: T) => ({ success: true as const, data });
/** SPEC §4: an unknown customer is "not found" (a 404, so clients need not read the body to know). */
const found = (message: string) => {
  if (message === CUSTOMER_NOT_FOUND) throw new HttpError(404, CUSTOMER_NOT_FOUND);
  return message;
};

export const customerRoutes: FastifyPluginAsyncZod<{ crm: CrmServices }> = async (app, { crm }) => {
  const limited = (form: string) => formRateLimits(app, form, crm.limits);

  app.post(
    '/api/signup',
    {
      schema: { tags, summary: 'Join the mailing list', body: c.signUpRequestSchema, response: { 200: c.signUpReplySchema } },
      ...limited('signup'),
    },
    async (request) => {
      if (!filledHoneypot(request.body)) {
        await requireCaptcha(crm.captcha, request.body.recaptcha, request.ip);
        await crm.signUps.signUp(request.body);
      }
      return ok({ message: c.SIGN_UP_THANKS });
    },
  );

  app.post(
    '/api/exponea/getcustomerpreferences/:guid',
    {
      schema: {
        tags,
        summary: "A customer's preferences (birthDate in seconds since the epoch)",
        params: c.guidParamsSchema,
        body: c.getPreferencesRequestSchema,
        response: { 200: c.customerPreferencesReplySchema },
      },
      ...limited('preferences-read'),
    },
    async (request) => {
      const prefs = await crm.customers.preferences(request.params.guid);
      if (!prefs) throw new HttpError(404, CUSTOMER_NOT_FOUND);
      const wanted = request.body?.attributes;
      if (!wanted) return ok(prefs);
      return ok({ guid: prefs.guid, message: prefs.message, ...Object.fromEntries(wanted.map((a) => [a, prefs[a]])) });
    },
  );

  app.post(
    '/api/exponea/updateCustomerPreferences',
    {
      schema: { tags, summary: 'Save preferences', body: c.updatePreferencesRequestSchema, response: { 200: c.messageReplySchema } },
      ...limited('preferences'),
    },
    async (request) => ok({ message: found(await crm.customers.updatePreferences(request.body)) }),
  );

  app.post(
    '/api/exponea/updateCustomerChoices',
    {
      schema: { tags, summary: 'Save interests', body: c.updateChoicesRequestSchema, response: { 200: c.messageReplySchema } },
      ...limited('choices'),
    },
    async (request) => ok({ message: found(await crm.customers.updateChoices(request.body)) }),
  );

  app.post(
    '/api/exponea/updateOccasionDates',
    {
      schema: {
        tags,
        summary: 'Replace occasion dates',
        body: c.updateOccasionDatesRequestSchema,
        response: { 200: c.occasionDatesReplySchema },
      },
      ...limited('occasion-dates'),
    },
    async (request) => {
      const message = found(await crm.customers.updateOccasionDates(request.body.guid, request.body.occasionDates));
      return ok({ message, occasionDates: request.body.occasionDates });
    },
  );
};

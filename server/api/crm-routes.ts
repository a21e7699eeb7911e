// The routes of decision 009 (forms, customers, offers, social), registered together.
import type { FastifyPluginAsync } from 'fastify';
import type { ContentService } from '../content/content-service.ts';
import type { CrmServices } from '../forms/crm-services.ts';
import { contactRoutes } from './contact-routes.ts';
import { customerRoutes } from './customer-routes.ts';
import { offerRoutes } from './offer-routes.ts';
import { socialRoutes } from './social-routes.ts';

export const crmRoutes: FastifyPluginAsync<{ crm: CrmServices; content: ContentService }> = async (app, { crm, content }) => {
  await app.register(contactRoutes, { crm });
  await app.register(customerRoutes, { crm });
  await app.register(offerRoutes, { crm, content });
  await app.register(socialRoutes, { crm });
};

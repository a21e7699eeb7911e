// product.md §7 Contact: contact types and content, file uploads, the contact
// e-mail and the group booking enquiry. Every post passes the form guard
// (rate limits per IP and sessionId, honeypot, captcha).
import multipart from '@fastify/multipart';
import { apiRoutes } from '../../contract/api-routes.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as c from '../../contract/forms.ts';
import type { CrmServices } from '../forms/crm-services.ts';
import { filledHoneypot, formRateLimits, requireCaptcha } from './form-guard.ts';
import { DomainError, invalid, isDomainError, notFound, tooLarge } from '../domain/domain-error.ts';
import { FILE_TOO_LARGE, TOO_MANY_FILES, type IncomingFile } from '../uploads/upload-service.ts';
import { routeOptions } from './route-schema.ts';

const UPLOAD_UNREADABLE = 'The upload could not be read (it was cut short or malformed), please attach the files again';
const ok = <T>(data: T) => ({ success: true as const, data });
const sessionOf = (headers: Record<string, unknown>) => (typeof headers.sessionid === 'string' ? headers.sessionid : '');

export const contactRoutes: FastifyPluginAsyncZod<{ crm: CrmServices }> = async (app, { crm }) => {
  // Multipart only here: one message's files, streamed and checked by content.
  await app.register(multipart, {
    limits: { fileSize: c.MAX_FILE_BYTES, files: c.MAX_FILES, fields: 5, fieldSize: 1000, parts: c.MAX_FILES + 5 },
  });

  app.route({
    ...routeOptions(apiRoutes.contactTypes),
    handler: async () => ok(await crm.contact.contactTypes()),
  });
  app.route({
    ...routeOptions(apiRoutes.contactContent),
    handler: async () => ok(await crm.contact.content()),
  });

  app.route({
    ...routeOptions(apiRoutes.contactUpload),
    ...formRateLimits(app, 'upload', crm.limits),
    handler: async (request) => {
      const files: IncomingFile[] = [];
      try {
        for await (const part of request.files()) files.push({ filename: part.filename, content: await part.toBuffer() });
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('files', FILE_TOO_LARGE);
        if (code === 'FST_FILES_LIMIT') throw tooLarge('files', TOO_MANY_FILES);
        // Errors that already carry a client status (406 for a body that is not multipart) keep it.
        const status = (err as { statusCode?: number }).statusCode;
        if (isDomainError(err) || (status !== undefined && status >= 400 && status < 500)) throw err;
        // Anything else while reading the parts is the body's fault (cut short, a broken part
        // header, a client gone mid-upload): busboy's errors carry no status, so say so here.
        throw new DomainError('invalid', UPLOAD_UNREADABLE, { field: 'files', cause: err });
      }
      if (files.length === 0) throw invalid('files', 'Please choose a file to attach');
      return ok({ files: await crm.uploads.store(sessionOf(request.headers), files) });
    },
  });
  app.route({
    ...routeOptions(apiRoutes.contactUploadRemove),
    ...formRateLimits(app, 'upload-remove', { ...crm.limits, perIp: crm.limits.perIp * 2, perSession: crm.limits.perSession * 2 }),
    handler: async (request) => {
      if (!(await crm.uploads.remove(sessionOf(request.headers), request.params.id))) throw notFound('File not found');
      return { success: true as const };
    },
  });

  app.route({
    ...routeOptions(apiRoutes.contactSend),
    ...formRateLimits(app, 'contact', crm.limits),
    handler: async (request) => {
      if (!filledHoneypot(request.body)) {
        await requireCaptcha(crm.captcha, request.body.recaptcha, request.ip);
        await crm.contact.send(request.body, sessionOf(request.headers));
      }
      return ok({ statusCode: 200 as const });
    },
  });

  app.route({
    ...routeOptions(apiRoutes.groupBooking),
    ...formRateLimits(app, 'group-booking', crm.limits),
    handler: async (request) => {
      if (!filledHoneypot(request.body)) {
        await requireCaptcha(crm.captcha, request.body.recaptcha, request.ip);
        await crm.groups.send(request.body);
      }
      return ok({ success: true as const });
    },
  });
};

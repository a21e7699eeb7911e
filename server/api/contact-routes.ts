// SPEC §7 Contact: contact types and content, file uploads, the contact
// e-mail and the group booking enquiry. Every post passes the form guard
// (rate limits per IP and sessionId, honeypot, captcha).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as c from '../../contract/forms.ts';
import type { CrmServices } from '../forms/crm-services.ts';
import { filledHoneypot, formRateLimits, requireCaptcha } from '../forms/form-guard.ts';
import { HttpError } from '../http/api-errors.ts';
import { FILE_TOO_LARGE, TOO_MANY_FILES, type IncomingFile } from '../uploads/upload-service.ts';

const tags = ['contact'];
const UPLOAD_UNREADABLE = 'The upload could not be read (it was cut short or malformed), please attach the files again';
const ok = <T>(data: T) => ({ success: true as const, data });
const sessionOf = (headers: Record<string, unknown>) => String(headers.sessionid ?? '');

export const contactRoutes: FastifyPluginAsyncZod<{ crm: CrmServices }> = async (app, { crm }) => {
  // Multipart only here: one message's files, streamed and checked by content.
  await app.register(multipart, {
    limits: { fileSize: c.MAX_FILE_BYTES, files: c.MAX_FILES, fields: 5, fieldSize: 1000, parts: c.MAX_FILES + 5 },
  });

  app.get(
    '/api/contact/contactTypes',
    { schema: { tags, summary: 'Contact enquiry types', response: { 200: c.contactTypesReplySchema } } },
    async () => ok(await crm.contact.contactTypes()),
  );
  app.get(
    '/api/contact/content',
    { schema: { tags, summary: 'Contact reasons (with sub-reasons) and restaurants', response: { 200: c.contactContentReplySchema } } },
    async () => ok(await crm.contact.content()),
  );

  app.post(
    '/api/contact/upload',
    {
      schema: {
        tags,
        summary: 'Attach files (multipart/form-data): at most 5, 10 MB each, PDF, JPEG, PNG, HEIC or DOCX by content',
        consumes: ['multipart/form-data'],
        response: { 200: c.uploadReplySchema },
      },
      ...formRateLimits(app, 'upload', crm.limits),
    },
    async (request) => {
      const files: IncomingFile[] = [];
      try {
        for await (const part of request.files()) files.push({ filename: part.filename, content: await part.toBuffer() });
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `files: ${FILE_TOO_LARGE}`);
        if (code === 'FST_FILES_LIMIT') throw new HttpError(413, `files: ${TOO_MANY_FILES}`);
        // Errors that already carry a client status (406 for a body that is not multipart) keep it.
        const status = (err as { statusCode?: number }).statusCode;
        if (err instanceof HttpError || (status !== undefined && status >= 400 && status < 500)) throw err;
        // Anything else while reading the parts is the body's fault (cut short, a broken part
        // header, a client gone mid-upload): busboy's errors carry no status, so say so here.
        throw new HttpError(400, `files: ${UPLOAD_UNREADABLE}`, undefined, { cause: err });
      }
      if (files.length === 0) throw new HttpError(400, 'files: Please choose a file to attach');
      return ok({ files: await crm.uploads.store(sessionOf(request.headers), files) });
    },
  );
  app.delete(
    '/api/contact/upload/:id',
    {
      schema: { tags, summary: 'Remove an attached file not sent yet', params: z.object({ id: z.uuid('must be a file id') }) },
      ...formRateLimits(app, 'upload-remove', { ...crm.limits, perIp: crm.limits.perIp * 2, perSession: crm.limits.perSession * 2 }),
    },
    async (request) => {
      if (!(await crm.uploads.remove(sessionOf(request.headers), request.params.id))) throw new HttpError(404, 'File not found');
      return { success: true as const };
    },
  );

  app.post(
    '/api/contact/sendemail',
    {
      schema: {
        tags,
        summary: 'Send a contact message (with attachments)',
        body: c.contactRequestSchema,
        response: { 200: c.contactReplySchema },
      },
      ...formRateLimits(app, 'contact', crm.limits),
    },
    async (request) => {
      if (!filledHoneypot(request.body)) {
        await requireCaptcha(crm.captcha, request.body.recaptcha, request.ip);
        await crm.contact.send(request.body, sessionOf(request.headers));
      }
      return ok({ statusCode: 200 as const });
    },
  );

  app.post(
    '/api/contact/group-booking',
    {
      schema: {
        tags,
        summary: 'Send a group booking enquiry',
        body: c.groupEnquiryRequestSchema,
        response: { 200: c.groupEnquiryReplySchema },
      },
      ...formRateLimits(app, 'group-booking', crm.limits),
    },
    async (request) => {
      if (!filledHoneypot(request.body)) {
        await requireCaptcha(crm.captcha, request.body.recaptcha, request.ip);
        await crm.groups.send(request.body);
      }
      return ok({ success: true as const });
    },
  );
};

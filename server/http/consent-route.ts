// POST /consent/ (decision 055): the cookie banner's buttons without JavaScript.
// The choice goes into its cookie and the diner goes back to the page they were
// on (303). Only a form on this site may post it: another site must not be able
// to tick "analytics" for a visitor.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { consentCookie } from '../../contract/consent-cookie.ts';

const choiceForm = z.object({
  analytics: z.enum(['yes', 'no'], { error: 'Choose yes or no' }),
  // A path on this site, never "//elsewhere".
  back: z
    .string()
    .max(2000)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'Expected a path on this site')
    .default('/'),
});

export const CROSS_SITE_REFUSED = 'Cookie choices can only be made on this site';

/** Sec-Fetch-Site where the browser sends it, else the Origin; a request with neither is not a browser form. */
export function postedFromThisSite(headers: FastifyRequest['headers'], ownOrigin: string): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  return headers.origin === ownOrigin;
}

export function registerConsentRoute(app: FastifyInstance, publicUrl: string): void {
  const ownOrigin = new URL(publicUrl).origin;
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post('/consent/', { schema: { hide: true } }, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (!postedFromThisSite(request.headers, ownOrigin)) return reply.status(403).send({ success: false, message: CROSS_SITE_REFUSED });
      const form = choiceForm.safeParse(request.body ?? {});
      if (!form.success) {
        const issue = form.error.issues[0]!;
        return reply.status(400).send({ success: false, message: `${issue.path.join('.')}: ${issue.message}` });
      }
      const secure = request.protocol === 'https' || ownOrigin.startsWith('https:');
      return reply
        .header('set-cookie', consentCookie(form.data.analytics === 'yes' ? 'analytics' : 'essential', secure))
        .redirect(form.data.back, 303);
    });
  });
}

// `/s/<code>/` (decision 038 texts' short links, server/sms/short-links.ts): a 302
// to the page the code stands for, on this site; an unknown code gets a plain
// page that says so and where to go instead. The page behind a known code acts
// only on a button press.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { shortLinks } from '../db/schema.ts';
import { SHORT_CODE } from '../sms/short-links.ts';

/** No script and no style: readable as it is, under any policy. */
export const UNKNOWN_LINK = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>This link is not known</title></head>
<body><main><h1>This link is not known</h1>
<p>Please check it against your text, or use the links in your confirmation e-mail. You can also call the restaurant.</p>
<p><a href="/">Go to the home page</a></p></main></body></html>
`;

export function registerShortLinks(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { code: string } }>('/s/:code/', { schema: { hide: true } }, async (request, reply) => {
    const code = request.params.code.toLowerCase();
    const [link] = SHORT_CODE.test(code)
      ? await db.select({ target: shortLinks.target }).from(shortLinks).where(eq(shortLinks.code, code)).limit(1)
      : [];
    if (!link?.target.startsWith('/') || link.target.startsWith('//'))
      return reply.status(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(UNKNOWN_LINK);
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(link.target, 302);
  });
}

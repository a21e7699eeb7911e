// /dev/mailbox/ (development only, product.md D6): the outbox as a page, so mail
// can be read without an SMTP server (texts share the outbox, decision 067, and stay out). Never registered in production.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function registerDevMailbox(app: FastifyInstance, db: Db): void {
  app.get('/dev/mailbox/', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.channel, 'mail')).orderBy(desc(mailOutbox.createdAt)).limit(100);
    const items = rows
      .map(
        (m) =>
          `<article><h2>${escape(m.subject)}</h2><p><strong>To:</strong> ${escape(m.to)} · <strong>Kind:</strong> ${escape(m.kind)} · <strong>Status:</strong> ${m.status} · ${m.createdAt.toISOString()}${
            m.attachments.length ? ` · <strong>Attachments:</strong> ${m.attachments.map((a) => escape(a.filename)).join(', ')}` : ''
          }</p><pre>${escape(m.text)}</pre></article>`,
      )
      .join('<hr>');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox (development)</title></head><body><main><h1>Mailbox (development)</h1><p>${rows.length} most recent messages in the outbox.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`;
  });
}

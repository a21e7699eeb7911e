// The console's mail log (product.md D13 "A mail log in the console"): chain admins
// only, since every diner's mail is personal data. Each call checks the role
// again (the pages check first); reading a mail's content and resending it are
// audited. Anyone else is told the mail does not exist, as the console's 404.
import { randomUUID } from 'node:crypto';
import type { MailDetail, MailLogPage, MailLogQuery } from '../../contract/mail-log.ts';
import { auditInsert } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../domain/domain-error.ts';
import { can } from '../staff/permissions.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import { copyMail, listMail, readMail, readMailHtml } from './mail-log-repository.ts';
import { mailStatusWords, type MailStatusWords } from './mail-status.ts';

const NO_SUCH_MAIL = 'There is no such mail';

export interface MailLogService {
  /** Whether this installation delivers mail (SMTP_URL is set): the log's wording depends on it. */
  readonly delivers: boolean;
  statusWords(mail: Parameters<typeof mailStatusWords>[0]): MailStatusWords;
  list(staff: StaffMember, query: MailLogQuery): Promise<MailLogPage>;
  /** One mail with its text part; audited as 'viewed'. */
  mail(staff: StaffMember, id: string): Promise<MailDetail>;
  /** The mail's HTML part, or null when it has none; audited as 'viewed html'. */
  html(staff: StaffMember, id: string): Promise<string | null>;
  /** Queues a copy of the mail as a new outbox row; audited as 'resent'. Returns the copy's id. */
  resend(staff: StaffMember, id: string): Promise<string>;
}

export function createMailLogService(deps: { db: Db; clock: () => Date; delivers: boolean }): MailLogService {
  const { db, clock, delivers } = deps;
  const allow = (staff: StaffMember) => {
    if (!can(staff, 'mail.view')) throw notFound(NO_SUCH_MAIL);
  };
  const audit = (staff: StaffMember, id: string, action: string, after: Record<string, unknown> | null = null) =>
    auditInsert(db, {
      actor: { staffId: staff.id, name: staff.name },
      at: clock(),
      storeId: null,
      entity: 'mail',
      entityId: id,
      action,
      after,
    });

  return {
    delivers,
    statusWords: (mail) => mailStatusWords(mail, delivers),

    async list(staff, query) {
      allow(staff);
      return listMail(db, query);
    },

    async mail(staff, id) {
      allow(staff);
      const mail = await readMail(db, id);
      if (!mail) throw notFound(NO_SUCH_MAIL);
      // The entry names the mail, never its recipient: an erasure need not find it (decision 045).
      await audit(staff, id, 'viewed', { kind: mail.kind });
      return mail;
    },

    async html(staff, id) {
      allow(staff);
      const html = await readMailHtml(db, id);
      if (html !== null) await audit(staff, id, 'viewed html');
      return html;
    },

    async resend(staff, id) {
      allow(staff);
      const copyId = randomUUID();
      // PGlite and PostgreSQL alike: the copy and its audit entry land together or not at all.
      const original = await db.transaction(async (tx) => {
        const row = await copyMail(tx, id, copyId);
        if (row)
          await auditInsert(tx, {
            actor: { staffId: staff.id, name: staff.name },
            at: clock(),
            storeId: null,
            entity: 'mail',
            entityId: id,
            action: 'resent',
            after: { copy: copyId, kind: row.kind },
          });
        return row;
      });
      if (!original) throw notFound(NO_SUCH_MAIL);
      return copyId;
    },
  };
}

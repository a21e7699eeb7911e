// A mail's delivery status in words, for the console's mail log (product.md D13 "A
// mail log in the console": queued, sent, failed with the reason, retried).
// Honest about an installation with no mail server: there, mail waits in the
// outbox for ever, and the log says why rather than "queued" alone.
import type { MailLogEntry } from '../../contract/mail-log.ts';

export interface MailStatusWords {
  /** 'Queued', 'Sent', 'Failed': the short word the table shows first. */
  word: 'Queued' | 'Sent' | 'Failed';
  /** The rest: why it waits, how many tries, the last error. Empty when there is nothing to add. */
  detail: string;
}

type StatusFacts = Pick<MailLogEntry, 'status' | 'attempts' | 'lastError'>;

const tries = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** `smtp`: whether this installation delivers mail at all (SMTP_URL is set). */
export function mailStatusWords(mail: StatusFacts, smtp: boolean): MailStatusWords {
  const reason = mail.lastError?.trim() || 'no reason was given';
  if (mail.status === 'sent') {
    return { word: 'Sent', detail: mail.attempts > 1 ? `after ${mail.attempts} tries (retried ${tries(mail.attempts - 1)})` : '' };
  }
  if (mail.status === 'failed') {
    return { word: 'Failed', detail: `${reason}; gave up after ${mail.attempts} tries (retried ${tries(Math.max(0, mail.attempts - 1))})` };
  }
  if (!smtp) return { word: 'Queued', detail: 'no mail server is set (SMTP_URL), so it stays in the outbox' };
  if (mail.attempts === 0) return { word: 'Queued', detail: 'waiting for its first try' };
  return { word: 'Queued', detail: `tried ${tries(mail.attempts)}, last failure: ${reason}; it will be retried` };
}

/** The whole status as one sentence: "Queued — no mail server is set (SMTP_URL), …". */
export function mailStatusSentence(mail: StatusFacts, smtp: boolean): string {
  const { word, detail } = mailStatusWords(mail, smtp);
  return detail ? `${word} — ${detail}` : word;
}

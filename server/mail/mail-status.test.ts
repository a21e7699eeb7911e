import { describe, expect, it } from 'vitest';
import { mailStatusSentence, mailStatusWords } from './mail-status.ts';

describe('mail status in words (product.md D13 "A mail log in the console")', () => {
  it('says a queued mail waits for a mail server when none is set', () => {
    expect(mailStatusSentence({ status: 'pending', attempts: 0, lastError: null }, false)).toBe(
      'Queued — no mail server is set (SMTP_URL), so it stays in the outbox',
    );
  });

  it('says a queued mail waits for its first try when a server is set', () => {
    expect(mailStatusWords({ status: 'pending', attempts: 0, lastError: null }, true)).toEqual({
      word: 'Queued',
      detail: 'waiting for its first try',
    });
  });

  it('names the tries and the last failure of a mail being retried', () => {
    expect(mailStatusSentence({ status: 'pending', attempts: 2, lastError: 'connect ECONNREFUSED' }, true)).toBe(
      'Queued — tried twice, last failure: connect ECONNREFUSED; it will be retried',
    );
  });

  it('says sent, and how many retries it took when there were any', () => {
    expect(mailStatusSentence({ status: 'sent', attempts: 1, lastError: null }, true)).toBe('Sent');
    expect(mailStatusSentence({ status: 'sent', attempts: 3, lastError: null }, true)).toBe('Sent — after 3 tries (retried twice)');
  });

  it('gives a failed mail its reason and its tries', () => {
    expect(mailStatusSentence({ status: 'failed', attempts: 12, lastError: '550 mailbox unavailable' }, true)).toBe(
      'Failed — 550 mailbox unavailable; gave up after 12 tries (retried 11 times)',
    );
    expect(mailStatusWords({ status: 'failed', attempts: 1, lastError: ' ' }, true).detail).toMatch(/^no reason was given/);
  });
});

import { describe, expect, it } from 'vitest';
import { kindLabel, mailCount } from './mail-format.ts';

describe('the mail log’s words', () => {
  it('reads an outbox kind as words', () => {
    expect(kindLabel('booking-confirmation')).toBe('Booking confirmation');
    expect(kindLabel('offer_voucher')).toBe('Offer voucher');
    expect(kindLabel('')).toBe('Mail');
  });

  it('counts mail', () => {
    expect([mailCount(0), mailCount(1), mailCount(2)]).toEqual(['0 mails', '1 mail', '2 mails']);
  });
});

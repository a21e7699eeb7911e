import { describe, expect, it } from 'vitest';
import { currentConsent, type ConsentEvent } from './consent.ts';

const event = (channel: 'email' | 'sms', granted: boolean, at: string): ConsentEvent => ({
  id: `${channel}-${at}-${granted}`,
  email: 'ana@example.com',
  channel,
  granted,
  at: new Date(at),
  source: 'test',
  method: 'test',
  reference: null,
});

describe('currentConsent', () => {
  it('is no consent without an event', () => {
    expect(currentConsent([])).toEqual({ email: false, sms: false });
  });
  it('is the newest event on each channel, whatever the order given', () => {
    const history = [
      event('email', true, '2027-01-01T10:00:00Z'),
      event('email', false, '2027-02-01T10:00:00Z'),
      event('sms', true, '2027-01-15T10:00:00Z'),
    ];
    expect(currentConsent(history)).toEqual({ email: false, sms: true });
    expect(currentConsent([...history].reverse())).toEqual({ email: false, sms: true });
  });
  it('lets a withdrawal win a tie', () => {
    const at = '2027-01-01T10:00:00Z';
    expect(currentConsent([event('email', false, at), event('email', true, at)]).email).toBe(false);
    expect(currentConsent([event('email', true, at), event('email', false, at)]).email).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { consentCookie, consentFromCookies } from './consent-cookie.ts';

describe('the consent cookie', () => {
  it('reads the choice among other cookies, and nothing else as one', () => {
    expect(consentFromCookies('_ga=1; mesa_consent=essential; x=y')).toBe('essential');
    expect(consentFromCookies('mesa_consent=analytics')).toBe('analytics');
    expect(consentFromCookies('mesa_consent=yes-please')).toBeNull();
    expect(consentFromCookies('not_mesa_consent=analytics')).toBeNull();
    expect(consentFromCookies('')).toBeNull();
    expect(consentFromCookies(undefined)).toBeNull();
  });

  it('is written for the whole site, first party, and Secure on https', () => {
    expect(consentCookie('essential', true)).toBe('mesa_consent=essential; Path=/; Max-Age=15552000; SameSite=Lax; Secure');
    expect(consentCookie('analytics', false)).not.toContain('Secure');
  });
});

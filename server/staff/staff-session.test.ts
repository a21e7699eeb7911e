// The staff session's cookie and CSRF check, which the console's pages and
// /api/console/ share (their own tests drive them through real requests).
import { describe, expect, it } from 'vitest';
import { cookieValue, CSRF_COOKIE, csrfTokenMatches, SESSION_COOKIE, sessionTokenOf } from './staff-session.ts';

describe('cookieValue', () => {
  it('finds the cookie among others, decoded', () => {
    expect(cookieValue('a=1; mesa_staff=tok%3Den; b=2', SESSION_COOKIE)).toBe('tok=en');
    expect(cookieValue('mesa_staff=x=y', SESSION_COOKIE)).toBe('x=y');
  });

  it('tells the session cookie from the CSRF cookie whose name begins the same', () => {
    const header = `${CSRF_COOKIE}=csrf; ${SESSION_COOKIE}=session`;
    expect(cookieValue(header, SESSION_COOKIE)).toBe('session');
    expect(cookieValue(header, CSRF_COOKIE)).toBe('csrf');
    expect(sessionTokenOf(`${CSRF_COOKIE}=csrf`)).toBeNull();
  });

  it('is null for no header, no such cookie, or a value that cannot be decoded', () => {
    expect(sessionTokenOf(undefined)).toBeNull();
    expect(sessionTokenOf(null)).toBeNull();
    expect(sessionTokenOf('other=1')).toBeNull();
    expect(sessionTokenOf('mesa_staff=%E0%A4%A')).toBeNull();
  });
});

describe('csrfTokenMatches', () => {
  it('matches the same token only', () => {
    expect(csrfTokenMatches('abc', 'abc')).toBe(true);
    expect(csrfTokenMatches('abc', 'abd')).toBe(false);
    expect(csrfTokenMatches('abc', 'abcd')).toBe(false);
  });

  it('never matches when nothing was sent or nothing is expected', () => {
    expect(csrfTokenMatches(null, 'abc')).toBe(false);
    expect(csrfTokenMatches(undefined, 'abc')).toBe(false);
    expect(csrfTokenMatches(['abc'], 'abc')).toBe(false);
    expect(csrfTokenMatches('', '')).toBe(false);
    expect(csrfTokenMatches('abc', null)).toBe(false);
  });
});

// The diner's cookie choice as a cookie (decision 055): the server reads it, so a
// first visit's HTML already holds the cookie banner (painted with the page,
// not after hydration), and a visitor who has chosen gets a page without it.
// The choice itself is not personal data; it is kept 180 days, then asked again.
export const CONSENT_COOKIE = 'mesa_consent';
export const CONSENT_CHOICES = ['analytics', 'essential'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The choice in a Cookie header (or document.cookie); null when the diner has not chosen. */
export function consentFromCookies(cookies: string | null | undefined): ConsentChoice | null {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === CONSENT_COOKIE) return (CONSENT_CHOICES as readonly string[]).includes(value ?? '') ? (value as ConsentChoice) : null;
  }
  return null;
}

/** The cookie that records a choice: the whole site, first party only, for 180 days. */
export const consentCookie = (choice: ConsentChoice, secure: boolean): string =>
  `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;

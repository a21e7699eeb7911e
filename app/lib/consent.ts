// Cookie consent, kept in localStorage and in a first-party cookie the server
// reads (consent-cookie.ts, decision 055). Analytics events are queued into the
// tag-manager dataLayer only after analytics consent (decision 055).
import { consentCookie, consentFromCookies } from '../../contract/consent-cookie.ts';
export interface Consent {
  analytics: boolean;
  decidedAt: number;
}

export const CONSENT_KEY = 'mesa.consent';
export const CONSENT_EVENT = 'mesa:consent';

export function readConsent(storage: Pick<Storage, 'getItem'> = localStorage, cookies = documentCookies()): Consent | null {
  try {
    const c = JSON.parse(storage.getItem(CONSENT_KEY) ?? 'null') as Consent | null;
    if (c && typeof c.analytics === 'boolean') return c;
  } catch {
    // unreadable storage: the cookie may still say
  }
  const choice = consentFromCookies(cookies);
  return choice ? { analytics: choice === 'analytics', decidedAt: 0 } : null;
}

export function saveConsent(analytics: boolean): Consent {
  const consent = { analytics, decidedAt: Date.now() };
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // storage blocked: the cookie below still holds the choice
  }
  rememberInCookie(analytics);
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
  return consent;
}

/** Writes the choice where the server reads it (a choice made before the cookie existed is copied once). */
export function rememberInCookie(analytics: boolean): void {
  document.cookie = consentCookie(analytics ? 'analytics' : 'essential', location.protocol === 'https:');
}

/** Whether the server already knows the choice. */
export const cookieHasConsent = (): boolean => consentFromCookies(documentCookies()) !== null;

function documentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes a tag-manager event, only with analytics consent; returns whether it was sent. */
export function track(event: string, params: Record<string, unknown> = {}): boolean {
  if (typeof window === 'undefined' || !readConsent()?.analytics) return false;
  (window.dataLayer ??= []).push({ event, ...params });
  return true;
}

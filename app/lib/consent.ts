// Cookie consent, kept in localStorage. Analytics events are queued into the
// tag-manager dataLayer only after analytics consent (issue 3).
export interface Consent {
  analytics: boolean;
  decidedAt: number;
}

export const CONSENT_KEY = 'mesa.consent';
export const CONSENT_EVENT = 'mesa:consent';

export function readConsent(storage: Pick<Storage, 'getItem'> = localStorage): Consent | null {
  try {
    const c = JSON.parse(storage.getItem(CONSENT_KEY) ?? 'null') as Consent | null;
    return c && typeof c.analytics === 'boolean' ? c : null;
  } catch {
    return null;
  }
}

export function saveConsent(analytics: boolean): Consent {
  const consent = { analytics, decidedAt: Date.now() };
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // storage blocked: consent holds for this page only
  }
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
  return consent;
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

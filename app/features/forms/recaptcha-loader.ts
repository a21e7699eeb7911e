// Loads Google's reCAPTCHA script once (product.md §8 loader errors: 'No key
// provided', 'No version provided', 'Failed to load script'). Only used when
// the server is configured with reCAPTCHA keys; the badge is hidden by CSS and
// the required notice is shown beside the form instead.
export interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, opts: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export interface ScriptHost {
  createScript(src: string, onLoad: () => void, onError: () => void): void;
  grecaptcha(): Grecaptcha | undefined;
}

const browserHost: ScriptHost = {
  createScript(src, onLoad, onError) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    // The page's CSP nonce, so the script is allowed (product.md D2 notes).
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.onload = onLoad;
    script.onerror = onError;
    document.head.appendChild(script);
  },
  grecaptcha: () => window.grecaptcha,
};

let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(
  siteKey: string | undefined,
  version: string | undefined,
  host: ScriptHost = browserHost,
): Promise<Grecaptcha> {
  if (!siteKey) return Promise.reject(new Error('No key provided'));
  if (!version) return Promise.reject(new Error('No version provided'));
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    host.createScript(
      `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`,
      () => {
        const g = host.grecaptcha();
        if (!g) return reject(new Error('Failed to load script'));
        g.ready(() => resolve(g));
      },
      () => reject(new Error('Failed to load script')),
    );
  }).catch((err: unknown) => {
    loading = null; // a later form may try again
    throw err;
  });
  return loading;
}

/** For tests: forget the loaded script. */
export const resetRecaptchaLoader = () => void (loading = null);

// The browser half of the captcha (product.md §5): the server says which provider
// to use. ALTCHA: the challenge is solved in the background as soon as the
// diner starts on the form (about half a second of hashing), so the token is
// ready by the time they submit. reCAPTCHA v3: the script loads on first use
// and each submit asks it for a fresh token.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AltchaChallenge } from '../../../contract/captcha.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { loadRecaptcha } from './recaptcha-loader.ts';

export class CaptchaUnavailable extends Error {}

async function solveAltcha(challenge: AltchaChallenge): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new CaptchaUnavailable('challenge not solved');
  return btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }));
}

async function fetchToken(api: ApiClient, action: string): Promise<string> {
  const { data } = await api.call('captchaChallenge');
  if (data.provider === 'altcha') return solveAltcha(data.challenge);
  const grecaptcha = await loadRecaptcha(data.siteKey, data.version);
  return grecaptcha.execute(data.siteKey, { action });
}

/** `formId`: the form whose first focus starts the work, so the token is ready by submit. */
export function useCaptcha(api: ApiClient, action: string, formId: string) {
  const pending = useRef<Promise<string> | null>(null);
  const [provider, setProvider] = useState<'altcha' | 'recaptcha' | null>(null);

  const start = useCallback(() => {
    if (pending.current) return pending.current;
    const p = api.call('captchaChallenge').then(({ data }) => {
      setProvider(data.provider);
      // reCAPTCHA tokens live two minutes: load the script now, ask for the token at submit.
      return data.provider === 'altcha' ? solveAltcha(data.challenge) : loadRecaptcha(data.siteKey, data.version).then(() => '');
    });
    p.catch(() => undefined);
    pending.current = p;
    return p;
  }, [api]);

  useEffect(() => {
    // Re-attached after each render: the form may have been replaced (e.g. by its thanks view and back).
    const form = document.getElementById(formId);
    const prepare = () => void start();
    form?.addEventListener('focusin', prepare, { once: true });
    return () => form?.removeEventListener('focusin', prepare);
  });

  return {
    provider,
    /** A token for one submit; the next submit gets a new one. */
    async token(): Promise<string> {
      try {
        const ready = await start();
        pending.current = null;
        return ready || (await fetchToken(api, action));
      } catch (err) {
        pending.current = null;
        console.error('Captcha unavailable', err);
        throw new CaptchaUnavailable('We could not check that you are not a robot. Please try again.');
      }
    },
  };
}

export type Captcha = ReturnType<typeof useCaptcha>;

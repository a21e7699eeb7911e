import { afterEach, describe, expect, it } from 'vitest';
import { loadRecaptcha, resetRecaptchaLoader, type Grecaptcha, type ScriptHost } from './recaptcha-loader.ts';

const grecaptcha: Grecaptcha = { ready: (cb) => cb(), execute: async () => 'token' };
const host = (outcome: 'load' | 'error', g: Grecaptcha | null = grecaptcha): ScriptHost & { sources: string[] } => {
  const sources: string[] = [];
  return {
    sources,
    createScript: (src, onLoad, onError) => {
      sources.push(src);
      queueMicrotask(outcome === 'load' ? onLoad : onError);
    },
    grecaptcha: () => g ?? undefined,
  };
};

afterEach(() => resetRecaptchaLoader());

describe('reCAPTCHA loader (product.md §8 errors)', () => {
  it("rejects without a key: 'No key provided'", async () => {
    await expect(loadRecaptcha('', 'v3', host('load'))).rejects.toThrow('No key provided');
  });
  it("rejects without a version: 'No version provided'", async () => {
    await expect(loadRecaptcha('key', undefined, host('load'))).rejects.toThrow('No version provided');
  });
  it("rejects when the script fails: 'Failed to load script', and may try again", async () => {
    await expect(loadRecaptcha('key', 'v3', host('error'))).rejects.toThrow('Failed to load script');
    await expect(loadRecaptcha('key', 'v3', host('load', null))).rejects.toThrow('Failed to load script');
    await expect(loadRecaptcha('key', 'v3', host('load'))).resolves.toBe(grecaptcha);
  });
  it('loads the v3 script with the site key once', async () => {
    const h = host('load');
    await loadRecaptcha('my key', 'v3', h);
    await loadRecaptcha('my key', 'v3', h);
    expect(h.sources).toEqual(['https://www.google.com/recaptcha/api.js?render=my%20key']);
  });
});

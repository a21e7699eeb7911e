// Short links for texts (decision 038 "SMS … with the same three actions as short
// links"): a text's long signed links become `<PUBLIC_URL>/s/<code>/`, whose
// rows are written in the same statement as the text. The code is ten random
// Crockford base-32 characters, lower case (50 bits); the page behind it still checks its
// own signed token and acts only on a button press, so a guessed code opens
// nothing a mail scanner could change.
import { randomBytes } from 'node:crypto';
import type { Runner } from '../db/runner.ts';
import { shortLinks } from '../db/schema.ts';

// Lower case: every path on the site is (product.md §2), so the link is served without a redirect first.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const SHORT_CODE = /^[0-9a-hjkmnp-tv-z]{10}$/;
export const SHORT_LINK_PREFIX = '/s/';

const newCode = () => [...randomBytes(10)].map((b) => ALPHABET[b & 31]).join('');

/** Shortens the links of one text and hands back their rows' insert, for the text's own transaction. */
export function shortLinker(publicUrl: string, now: Date) {
  const made: { code: string; target: string; createdAt: Date }[] = [];
  return {
    /** `url` must be on this site; what it opens is its path and query. */
    shorten: (url: string): string => {
      const long = new URL(url, publicUrl);
      if (long.origin !== new URL(publicUrl).origin) throw new Error(`Only this site's links are shortened: ${long.origin}`);
      const code = newCode();
      made.push({ code, target: long.pathname + long.search, createdAt: now });
      return new URL(`${SHORT_LINK_PREFIX}${code}/`, publicUrl).toString();
    },
    /** The rows of the links shortened so far, as writes not yet run (none when nothing was shortened). */
    inserts(runner: Runner) {
      return made.length ? [runner.insert(shortLinks).values([...made])] : [];
    },
  };
}

export type ShortLinker = ReturnType<typeof shortLinker>;

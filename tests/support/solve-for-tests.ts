// Tests' stand-in for the browser: solves an ALTCHA challenge from the API
// and encodes the payload the forms send as `recaptcha`.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaChallenge } from '../../contract/captcha.ts';

export async function solveAltcha(data: CaptchaChallenge): Promise<string> {
  if (data.provider !== 'altcha') throw new Error('not an ALTCHA challenge');
  const solution = await solveChallenge({ challenge: data.challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(
    JSON.stringify({ challenge: data.challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }),
  ).toString('base64');
}

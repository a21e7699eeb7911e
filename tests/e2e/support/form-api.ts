// A public form sent as the site's script sends it: the captcha's challenge solved, then the form's POST.
import { captchaChallengeReplySchema } from '../../../contract/captcha.ts';
import { solveAltcha } from '../../support/solve-for-tests.ts';
import { expect, type APIRequestContext } from './test.ts';
import { apiHeaders } from './booking-api.ts';

export async function submitForm(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const headers = await apiHeaders(request);
  const challenge = await request.get('/api/captcha/challenge', { headers });
  const recaptcha = await solveAltcha(captchaChallengeReplySchema.parse(await challenge.json()).data);
  const reply = await request.post(path, { headers, data: { ...data, recaptcha } });
  expect(reply.status(), await reply.text()).toBe(200);
}

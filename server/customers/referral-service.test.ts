// Refer a friend must not be an open relay: the invitation goes under our
// brand to any address, so the API refuses names that carry links, domains,
// markup or e-mail addresses, and the e-mail links only to our own site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS, kit } from '../../tests/support/test-kit.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { readMailHtml } from '../mail/templates/read-mail-html.ts';

const SITE = 'https://www.casalumbre.example';
let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp({ ...GENEROUS_LIMITS, PUBLIC_URL: SITE });
  k = kit(t);
});
afterAll(() => t.close());

const invitations = async () => (await k.mail()).filter((m) => m.kind === 'referral-invite');

describe('POST /api/referral/invite', () => {
  it.each([
    ['yourName', 'Win at https://evil.example', 'Please enter your first name in letters only, without links or addresses'],
    ['yourName', 'evil.com', 'Please enter your first name in letters only, without links or addresses'],
    ['yourName', '<a href="https://evil.example">Ana</a>', 'Please enter your first name in letters only, without links or addresses'],
    ['yourName', 'deals@evil.example', 'Please enter your first name in letters only, without links or addresses'],
    ['friendName', 'www.evil', "Please enter your friend's first name in letters only, without links or addresses"],
    ['friendName', '<img src=x>', "Please enter your friend's first name in letters only, without links or addresses"],
    ['friendName', 'Bea http evil', "Please enter your friend's first name in letters only, without links or addresses"],
  ])('answers 400 naming %s for %j, and sends nothing', async (field, value, message) => {
    const before = (await invitations()).length;
    const res = await k.submit('/api/referral/invite', {
      yourName: 'Ana',
      yourEmail: 'ana@example.com',
      friendName: 'Bea',
      friendEmail: 'stranger@example.com',
      [field]: value,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, field, message });
    expect(await invitations()).toHaveLength(before);
  });

  it('sends a friendly invitation whose only link is to our own site, whatever else the request carries', async () => {
    const res = await k.submit('/api/referral/invite', {
      yourName: "Ana-María O'Neil",
      yourEmail: 'ana@example.com',
      friendName: 'Bea',
      friendEmail: 'bea@example.com',
      message: 'Cheap watches at <a href="https://evil.example">evil.example</a>',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = (await invitations()).filter((m) => m.to === 'bea@example.com');
    expect(mail?.subject).toBe("Ana-María O'Neil sent you £10 off at Casa Lumbre");
    expect(mail?.headers).toEqual({}); // not marketing: the friend is on no list to leave
    // The HTML part is read as a reader sees it: its words, and where its links go.
    const html = readMailHtml(mail?.html ?? '');
    const text = `${mail?.subject}\n${mail?.text}\n${html.text}`;
    expect(text).not.toMatch(/evil|watches|</i);
    const links = [...(text.match(/https?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)+\b/g) ?? []), ...html.links.map((l) => l.href)];
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link.startsWith(`${SITE}/`)).toBe(true);
    expect(html.links.map((l) => l.text)).toEqual(['Claim your £10 off']);
  });
});

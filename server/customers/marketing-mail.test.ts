// Decision 009: every marketing e-mail carries the RFC 8058 one-click unsubscribe
// headers, pointing at the same absolute link as its body, built from PUBLIC_URL.
// Decision 027: its HTML part carries the same links in its footer, and a button.
import { describe, expect, it } from 'vitest';
import { readMailHtml } from '../mail/templates/read-mail-html.ts';
import { customerLinks, welcomeMail } from './marketing-mail.ts';

const guid = '6f1c3a58-3f5e-4d0e-9a4c-3b2f8a0d1e2f';
const site = 'https://www.casalumbre.example';

describe('marketing mail', () => {
  it.each([false, true])('a welcome (returning: %s) carries List-Unsubscribe and List-Unsubscribe-Post', (returning) => {
    const links = customerLinks(`${site}/`, guid); // a configured trailing slash is not doubled
    const mail = welcomeMail({ to: 'ana@example.com', firstName: 'Ana', links, siteName: 'Casa Lumbre', returning });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${site}/unsubscribe/${guid}/>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`${site}/unsubscribe/${guid}/`);
  });

  it.each([
    [false, 'Welcome to the Casa Lumbre club', 'Tell us what you love'],
    [true, 'You are already in the Casa Lumbre club', 'Change your details and what we send you'],
  ])('a welcome (returning: %s) in HTML: its heading, a preferences button and the footer links', (returning, heading, button) => {
    const links = customerLinks(site, guid);
    const html = readMailHtml(welcomeMail({ to: 'ana@example.com', firstName: 'Ana', links, siteName: 'Casa Lumbre', returning }).html!);
    expect(html.text).toContain(`Casa Lumbre ${heading} Hi Ana,`);
    expect(html.links).toEqual([
      { href: links.preferences, text: button },
      { href: links.preferences, text: 'Change what we send you, your birthday and your favourite restaurant' },
      { href: links.occasionDates, text: 'Add your special dates' },
      { href: links.unsubscribe, text: 'Unsubscribe' },
    ]);
    expect(html.text).toContain('because you are in the Casa Lumbre club');
  });
});

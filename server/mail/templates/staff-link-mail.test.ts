// product.md D8 and decision 027: a staff link mail's two parts say the same, from one source.
import { describe, expect, it } from 'vitest';
import { mailHtmlProblems, readMailHtml } from './read-mail-html.ts';
import { staffLinkMail } from './staff-link-mail.ts';

const url = 'https://mesa.example/console/set-password/?token=abc';
const mail = staffLinkMail({
  subject: 'Reset your console password',
  name: 'Sam <Host>',
  intro: 'Someone (we hope you) asked to reset your password for the restaurant console.',
  linkLead: 'Choose a new password here within the hour',
  linkLabel: 'Choose a new console password',
  url,
  after: ['If it was not you, ignore this e-mail: your password stays as it is.'],
  publicUrl: 'https://mesa.example/',
});

describe('staffLinkMail', () => {
  it('keeps the text part line for line', () => {
    expect(mail.text).toBe(
      [
        'Hello Sam <Host>,',
        '',
        'Someone (we hope you) asked to reset your password for the restaurant console.',
        `Choose a new password here within the hour: ${url}`,
        '',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    );
  });

  it('gives the link as a button, and the name as text', () => {
    expect(mailHtmlProblems(mail.html)).toEqual([]);
    const html = readMailHtml(mail.html);
    expect(html.links).toEqual([{ href: url, text: 'Choose a new console password' }]);
    expect(html.text).toContain('Hello Sam <Host>,');
    expect(html.text).toContain('Choose a new password here within the hour:');
    expect(html.text.startsWith('mesa.example Reset your console password')).toBe(true);
  });

  it("carries the chain's name as its wordmark when it is known, the site's host otherwise", () => {
    const branded = staffLinkMail({
      subject: 'Choose your console password',
      name: 'Sam',
      intro: 'Ana has sent you a link.',
      linkLead: 'Choose it here within 24 hours',
      linkLabel: 'Choose your console password',
      url,
      after: [],
      publicUrl: 'https://mesa.example/',
      siteName: 'Casa Lumbre',
    });
    expect(mailHtmlProblems(branded.html)).toEqual([]);
    const html = readMailHtml(branded.html);
    expect(html.text.startsWith('Casa Lumbre Choose your console password')).toBe(true);
    expect(html.text).toContain('Casa Lumbre restaurant console');
    expect(readMailHtml(mail.html).text).not.toContain('Casa Lumbre');
  });
});

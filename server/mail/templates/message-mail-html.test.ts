// Decision 027: the general mail (vouchers, welcome, invitation, staff links).
import { describe, expect, it } from 'vitest';
import { messageMailHtml } from './message-mail-html.tsx';
import { attr, mailHtmlProblems, readMailHtml, textOf } from './read-mail-html.ts';

const html = messageMailHtml({
  brand: 'Casa Lumbre',
  subject: 'Your voucher code: Free cocktail',
  heading: 'Your voucher code',
  blocks: [
    { text: 'Here is your code for free cocktail:' },
    { code: 'COCKTAIL-7K2M' },
    { text: 'Show it to your server when you order.' },
    { small: 'Valid until 30 June.' },
    { label: 'Book a table', url: 'https://casalumbre.example/book-now/' },
  ],
  footer: { from: ['Casa Lumbre'], reason: 'You are getting this e-mail because this address asked for the code on our website.' },
});

describe('messageMailHtml', () => {
  it('draws its blocks in order: words, the code, the small print, one button', () => {
    expect(mailHtmlProblems(html)).toEqual([]);
    const mail = readMailHtml(html);
    expect(mail.text).toMatch(
      /Here is your code for free cocktail: COCKTAIL-7K2M Show it to your server when you order\. Valid until 30 June\. Book a table/,
    );
    expect(mail.links).toEqual([{ href: 'https://casalumbre.example/book-now/', text: 'Book a table' }]);
    const code = mail.all('p').find((p) => attr(p, 'class') === 'm-code');
    expect(code && textOf(code)).toBe('COCKTAIL-7K2M');
  });

  it('previews the first words in the inbox', () => {
    expect(html).toContain('data-skip-in-text="true">Here is your code for free cocktail:<');
  });
});

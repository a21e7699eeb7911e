// Decision 027: every mail is branded, accessible HTML that survives dark mode.
// The layout is checked with a real HTML parser (read-mail-html.ts), and the
// checker itself is shown to catch the faults it is there for.
import { describe, expect, it } from 'vitest';
import { Paragraph } from './mail-blocks.tsx';
import { MailLayout } from './mail-layout.tsx';
import { mailHtmlProblems, readMailHtml } from './read-mail-html.ts';
import { renderMailHtml } from './render-mail-html.ts';

const html = renderMailHtml(
  <MailLayout
    brand="Casa Lumbre"
    title="Welcome & more"
    preview="A preview line"
    heading="Welcome <script>alert(1)</script>"
    footer={{
      from: ['Casa Lumbre', '1 High Street, Bath'],
      reason: 'You are getting this e-mail because you are in the Casa Lumbre club.',
      links: [{ label: 'Unsubscribe', url: 'https://casalumbre.example/unsubscribe/abc/' }],
    }}
  >
    <Paragraph>{'Hi <b>Ana</b> & "friends"'}</Paragraph>
  </MailLayout>,
);

describe('the mail layout', () => {
  it('is a full document: doctype, lang en-GB, light and dark colour schemes, one h1, a 600 px column', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(mailHtmlProblems(html)).toEqual([]);
    const mail = readMailHtml(html);
    expect(mail.styleSheet).toMatch(/@media \(prefers-color-scheme: dark\)[\s\S]*\.m-card/);
    expect(mail.all('title').length).toBe(1);
  });

  it('reads as the brand without images, with who sent it and why in the footer', () => {
    const mail = readMailHtml(html);
    expect(mail.all('img')).toEqual([]);
    expect(mail.text.startsWith('Casa Lumbre Welcome')).toBe(true);
    expect(mail.text).toContain('1 High Street, Bath');
    expect(mail.text).toContain('because you are in the Casa Lumbre club');
    expect(mail.links).toEqual([{ href: 'https://casalumbre.example/unsubscribe/abc/', text: 'Unsubscribe' }]);
  });

  it('escapes what it is given: markup in a name stays text', () => {
    const mail = readMailHtml(html);
    expect(mail.all('script')).toEqual([]);
    expect(mail.all('b')).toEqual([]);
    expect(mail.text).toContain('Welcome <script>alert(1)</script>');
    expect(mail.text).toContain('Hi <b>Ana</b> & "friends"');
    expect(html).toContain('Welcome &lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('the mail checker', () => {
  it('names each fault of a careless mail', () => {
    const careless =
      '<html><head></head><body><h1>One</h1><h1>Two</h1><p style="color:#000">Dark on whatever</p>' +
      '<a href="/manage">here</a><table><tr><th>Key</th><td>Value</td></tr></table><img src="https://x.example/logo.png"></body></html>';
    expect(mailHtmlProblems(careless)).toEqual([
      'doctype is null',
      'html lang is not en-GB',
      'no color-scheme meta',
      'no supported-color-schemes meta',
      'no dark-scheme block',
      '2 h1 elements',
      'no title',
      'no 600px column',
      'relative link /manage',
      'link without a descriptive text: /manage',
      '<p> sets a text colour without its background: color:#000',
      'a th without scope',
      'an image without alt',
    ]);
  });
});

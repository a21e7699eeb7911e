import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { RichText } from './rich-text.tsx';

const html = (s: string) => renderToStaticMarkup(createElement(RichText, { html: s }));

describe('RichText', () => {
  it('keeps the allowed tags', () => {
    expect(html('<p>Hi <strong>there</strong> <em>you</em></p><ul><li>a</li></ul>')).toBe(
      '<div><p>Hi <strong>there</strong> <em>you</em></p><ul><li>a</li></ul></div>',
    );
  });
  it('drops scripts, handlers and unknown tags but keeps their text escaped', () => {
    const out = html('<p onclick="x()">a</p><script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(out).not.toMatch(/<script|onclick|onerror|<img/);
    expect(out).toContain('alert(1)');
  });
  it('refuses javascript: and protocol-relative links', () => {
    expect(html('<a href="javascript:alert(1)">x</a>')).toBe('<div><a>x</a></div>');
    expect(html('<a href="//evil.example">x</a>')).toBe('<div><a>x</a></div>');
  });
  it('opens external links safely and keeps site links', () => {
    expect(html('<a href="https://example.com">x</a>')).toContain('rel="noopener noreferrer"');
    expect(html('<a href="/faqs/">FAQs</a>')).toBe('<div><a href="/faqs/">FAQs</a></div>');
  });
  it('decodes entities once, never into markup', () => {
    expect(html('<p>Fish &amp; chips &lt;b&gt; &pound;5</p>')).toBe('<div><p>Fish &amp; chips &lt;b&gt; £5</p></div>');
  });
});

import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from './rich-text.ts';

describe('sanitiseRichText (product.md D9: what the studio stores)', () => {
  it('keeps the allowed tags and a safe link, and nothing else of them', () => {
    expect(sanitiseRichText('<p class="x">Hi <strong>there</strong><br><em>you</em></p><h2>A</h2><h3>B</h3><ol><li>1</li></ol>')).toBe(
      '<p>Hi <strong>there</strong><br><em>you</em></p><h2>A</h2><h3>B</h3><ol><li>1</li></ol>',
    );
    expect(sanitiseRichText('<p><a target="_blank" rel="noopener" href="https://example.com/?a=1&amp;b=2">x</a></p>')).toBe(
      '<p><a href="https://example.com/?a=1&amp;b=2">x</a></p>',
    );
  });

  it('drops scripts, handlers, images and javascript: links, keeping their words as inert text', () => {
    const out = sanitiseRichText(
      '<p onclick="x()">a</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">go</a>',
    );
    expect(out).toBe('<p>a</p>alert(1)<a>go</a>');
  });

  it('escapes text that looks like markup once decoded', () => {
    expect(sanitiseRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>',
    );
  });

  it('is the same when applied twice', () => {
    const once = sanitiseRichText('<p>a &quot;b&quot; <a href="/x/?q=&quot;y&quot;">c</a></p><ul><li>d');
    expect(sanitiseRichText(once)).toBe(once);
  });

  it('gives nothing for an empty editor', () => {
    expect(sanitiseRichText('<p></p>')).toBe('');
    expect(sanitiseRichText('  <p> </p><ul><li></li></ul>')).toBe('');
    expect(sanitiseRichText('<p><br></p>')).toBe('<p><br></p>');
  });
});

// @vitest-environment jsdom
// product.md D9: stored XSS in a page's rich text, its headings and its pictures'
// alt text is rendered inert on the diner's page: no script element, no
// handler attribute, no javascript: link, and markup in plain fields is text.
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageSchema, type Page } from '../../../contract/content.ts';
import { ContentPageView } from './content-page-view.tsx';

const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script>';

const page: Page = {
  id: 'hostile',
  title: `Title ${HOSTILE}`,
  description: 'A page an attacker wrote',
  header: 'solid',
  tiles: [
    {
      tileId: 'first',
      heading: `Heading ${HOSTILE}`,
      subHeading: `<b onmouseover="alert(3)">Sub</b>`,
      content:
        '<p onclick="alert(4)">Hello <strong>there</strong></p><script>alert(5)</script><img src=x onerror="alert(6)">' +
        '<a href="javascript:alert(7)">js</a><a href="JaVaScRiPt:alert(8)">js2</a><a href="//evil.example/">proto</a>' +
        '<a href=" javascript:alert(9)">spaced</a><a href="/faqs/" onclick="alert(10)">ok</a><iframe src="https://evil.example/"></iframe>' +
        '<svg><script>alert(11)</script></svg><a href="data:text/html,<script>alert(12)</script>">data</a>',
      links: [{ text: `Link ${HOSTILE}`, url: '/book-now/', style: 'primary' }],
      colours: { background: '#ffffff', text: '#000000' },
      backgroundImage: {
        desktop: '/images/a.svg',
        mobile: '/images/a.svg',
        alt: `"><script>alert(13)</script><img src=x onerror=alert(14)>`,
      },
      animationEffect: 'none',
      height: 'auto',
      width: 'contained',
      alignment: 'left',
      formType: null,
    },
  ],
};

function render(p: Page): Document {
  const Stub = createRoutesStub([{ path: '/', Component: () => <ContentPageView page={p} /> }]);
  return new DOMParser().parseFromString(renderToString(<Stub />), 'text/html');
}

describe('a content page with hostile content (product.md D9)', () => {
  const doc = render(page);

  it('renders no script, iframe, svg or img from rich text, and no handler attribute anywhere', () => {
    expect(doc.querySelectorAll('script, iframe, svg, object, embed')).toHaveLength(0);
    expect(doc.querySelectorAll('img:not(picture img)')).toHaveLength(0);
    for (const el of doc.querySelectorAll('*'))
      for (const attr of el.getAttributeNames()) expect(attr, `${el.tagName} ${attr}`).not.toMatch(/^on/i);
  });

  it('keeps no javascript:, data: or protocol-relative link, and keeps the safe one', () => {
    const hrefs = [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/faqs/');
    for (const href of hrefs) expect(href).toMatch(/^(\/(?!\/)|https:\/\/|mailto:|tel:|#)/i);
    expect(doc.querySelector('[id="first"]')?.textContent).toContain('js2');
  });

  it('shows markup in a heading, a subheading, a link and alt text as text', () => {
    expect(doc.querySelector('h1')?.textContent).toBe(`Heading ${HOSTILE}`);
    expect(doc.body.textContent).toContain('<b onmouseover="alert(3)">Sub</b>');
    expect(doc.body.textContent).toContain(`Link ${HOSTILE}`);
    const picture = doc.querySelector('picture img');
    expect(picture?.getAttribute('alt')).toBe(`"><script>alert(13)</script><img src=x onerror=alert(14)>`);
  });

  it('cannot hold a javascript: address in a tile’s link at all', () => {
    const bad = { ...page, tiles: [{ ...page.tiles[0]!, links: [{ text: 'x', url: 'javascript:alert(1)', style: 'primary' }] }] };
    expect(pageSchema.safeParse(bad).success).toBe(false);
  });
});

// The <picture> a page gets for a content image (decision 028).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Image } from '../../../contract/content.ts';
import { ResponsivePicture } from './responsive-picture.tsx';

const source = (hash: string, width: number, height: number) => ({ hash, width, height, widths: [320, 640, 960], colour: '#aabbcc' });
const image: Image = {
  desktop: '/images/hero/home.svg',
  mobile: '/images/hero/home-mobile.svg',
  alt: 'Tacos on a table',
  sources: { desktop: source('aaaaaaaaaaaa', 1440, 480), mobile: source('bbbbbbbbbbbb', 800, 600) },
};

const html = (props: Partial<Parameters<typeof ResponsivePicture>[0]> = {}) =>
  renderToString(<ResponsivePicture image={image} sizes="100vw" {...props} />);

describe('ResponsivePicture', () => {
  it('offers AVIF then WebP at every width, the wide art from 768 px, with intrinsic sizes', () => {
    const out = html();
    const order = [
      'media="(min-width: 768px)" type="image/avif"',
      'media="(min-width: 768px)" type="image/webp"',
      'type="image/avif" srcSet="/_img/bbbbbbbbbbbb/320/home-mobile.avif 320w',
      'type="image/webp"',
    ];
    let at = -1;
    for (const part of order) {
      const next = out.indexOf(part, at + 1);
      expect(next, part).toBeGreaterThan(at);
      at = next;
    }
    expect(out).toContain('/_img/aaaaaaaaaaaa/960/home.avif 960w');
    expect(out).toContain('width="1440" height="480"');
    expect(out).toMatch(
      /<img src="\/_img\/bbbbbbbbbbbb\/640\/home-mobile.webp" alt="Tacos on a table" width="800" height="600" loading="lazy"/,
    );
    expect(out).toContain('background-color:#aabbcc');
  });

  it('loads the largest image of the page eagerly at high priority and preloads it', () => {
    const out = html({ priority: true });
    expect(out).toContain('loading="eager" fetchPriority="high"');
    expect(out).toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet="\/_img\/bbbbbbbbbbbb\/320\/home-mobile.avif 320w/);
    expect(out).toMatch(/<link rel="preload" as="image"[^>]*media="\(min-width: 768px\)"/);
  });

  it('uses the plain files for an image the pipeline could not read', () => {
    const out = html({ image: { desktop: '/images/a.svg', mobile: '/images/a.svg', alt: 'A' } });
    expect(out).toContain('<img src="/images/a.svg" alt="A"');
    expect(out).not.toContain('<source');
  });

  it('says nothing to a screen reader for a decorative image, whatever its alt text says', () => {
    expect(html({ image: { ...image, decorative: true } })).toContain('alt=""');
    expect(html({ image: { desktop: '/images/a.svg', mobile: '/images/a.svg', alt: 'ignored', decorative: true } })).toContain('alt=""');
    expect(html({ image: { ...image, decorative: false } })).toContain('alt="Tacos on a table"');
  });

  it('keeps the focal point of each width as the position of a cropped picture', () => {
    const out = html({ image: { ...image, focus: { desktop: { x: 20, y: 75 }, mobile: { x: 62.5, y: 10 } } } });
    expect(out).toMatch(/<img [^>]*class="[^"]*focused[^"]*"/);
    expect(out).toContain('style="background-color:#aabbcc;--focus-desktop:20% 75%;--focus-mobile:62.5% 10%"');
    // Without a focal point the picture keeps its centre, and no class or property is written.
    expect(html()).not.toContain('--focus');
    expect(html()).not.toMatch(/<img [^>]*class=/);
  });
});

import { describe, expect, it } from 'vitest';
import { fallbackWidth, imageStem, parseVariantRequest, variantSrcSet, variantUrl, variantWidths } from './responsive-image.ts';

const source = { hash: 'abcdef012345', width: 800, height: 600, widths: [320, 480, 640, 800], colour: '#112233' };

describe('variant widths', () => {
  it('never scales a photograph up, and keeps its own width as the largest', () => {
    expect(variantWidths(800, false)).toEqual([320, 480, 640, 800]);
    expect(variantWidths(1280, false)).toEqual([320, 480, 640, 960, 1280]);
    expect(variantWidths(4000, false)).toEqual([320, 480, 640, 960, 1280, 1920]);
  });

  it('gives a small photograph one variant at its own width', () => {
    expect(variantWidths(200, false)).toEqual([200]);
  });

  it('rasterises vector art at every width up to 1920', () => {
    expect(variantWidths(100, true)).toEqual([320, 480, 640, 960, 1280, 1920]);
  });
});

describe('variant URLs', () => {
  it('name the bytes, the width and the format', () => {
    expect(variantUrl('/images/hero/Home Mobile.svg', source, 640, 'avif')).toBe('/_img/abcdef012345/640/Home-Mobile.avif');
    expect(imageStem('/images/a/b.c.jpg')).toBe('b-c');
  });

  it('list every width in a srcset', () => {
    expect(variantSrcSet('/images/x.png', source, 'webp')).toBe(
      '/_img/abcdef012345/320/x.webp 320w, /_img/abcdef012345/480/x.webp 480w, /_img/abcdef012345/640/x.webp 640w, /_img/abcdef012345/800/x.webp 800w',
    );
  });

  it('fall back to the first width at least as wide as asked, else the widest', () => {
    expect(fallbackWidth(source, 600)).toBe(640);
    expect(fallbackWidth(source, 2000)).toBe(800);
  });

  it('are parsed back, and anything else is refused', () => {
    expect(parseVariantRequest('abcdef012345', '640', 'x.avif')).toEqual({ hash: 'abcdef012345', width: 640, format: 'avif' });
    expect(parseVariantRequest('abcdef012345', '640', 'x.webp')?.format).toBe('webp');
    expect(parseVariantRequest('ABCDEF012345', '640', 'x.avif')).toBeNull();
    expect(parseVariantRequest('abcdef012345', '0640', 'x.avif')).toBeNull();
    expect(parseVariantRequest('abcdef012345', '99999', 'x.avif')).toBeNull();
    expect(parseVariantRequest('abcdef012345', '640', 'x.gif')).toBeNull();
    expect(parseVariantRequest('abc', '640', 'x.avif')).toBeNull();
  });
});

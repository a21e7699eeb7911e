// Decision 037 "Images": a picture is known by its bytes, whatever it is called.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageKind } from './image-kind.ts';

const pixel = () => sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } });

describe('detectImageKind', () => {
  it('knows JPEG, PNG, WebP and AVIF made by a real encoder', async () => {
    expect(detectImageKind(await pixel().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageKind(await pixel().png().toBuffer())).toBe('png');
    expect(detectImageKind(await pixel().webp().toBuffer())).toBe('webp');
    expect(detectImageKind(await pixel().avif().toBuffer())).toBe('avif');
  });

  it('calls an SVG drawing an SVG, with or without an XML declaration, a BOM or a doctype', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '\uFEFF  <?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x"><svg/>',
      '  <SVG></SVG>',
    ])
      expect(detectImageKind(Buffer.from(text)), text).toBe('svg');
  });

  it('knows nothing else: GIF, PDF, HEIC, HTML, a PNG name on text, an empty file', () => {
    expect(detectImageKind(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(detectImageKind(Buffer.from('%PDF-1.7\n'))).toBeNull();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    expect(detectImageKind(heic)).toBeNull();
    expect(detectImageKind(Buffer.from('<html><body>hi</body></html>'))).toBeNull();
    expect(detectImageKind(Buffer.from('just text'))).toBeNull();
    expect(detectImageKind(Buffer.alloc(0))).toBeNull();
    // A PNG signature cut short is not a PNG.
    expect(detectImageKind(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });

  it('takes an AVIF by a compatible brand when its major brand is another', () => {
    const box = Buffer.concat([Buffer.from([0, 0, 0, 28]), Buffer.from('ftypmif1\0\0\0\0mif1avifmiaf')]);
    expect(detectImageKind(box)).toBe('avif');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fallbackFace, siteFallbackFaces } from './fallback-metrics.ts';

describe('fallback font metrics (decision 042)', () => {
  it('scales the fallback to the web font’s average width and sets its vertical metrics', () => {
    const web = { unitsPerEm: 1000, ascent: 900, descent: -300, lineGap: 100, xWidthAvg: 500 };
    const local = { unitsPerEm: 2000, ascent: 1800, descent: -400, lineGap: 0, xWidthAvg: 800 };
    const face = fallbackFace('Web Fallback', ['Local'], web, local);
    expect(face).toContain('size-adjust: 125%;'); // 0.5 / 0.4
    expect(face).toContain('ascent-override: 72%;'); // 900 / 1250
    expect(face).toContain('descent-override: 24%;');
    expect(face).toContain('line-gap-override: 8%;');
    expect(face).toContain("src: local('Local');");
  });

  it('app/styles/fonts.css holds the faces the script computes', () => {
    const css = readFileSync('app/styles/fonts.css', 'utf8');
    for (const face of siteFallbackFaces()) expect(css).toContain(face);
  });
});

// @vitest-environment jsdom
// The browser's own XML parser (jsdom's), which rejects what a lenient HTML parser would accept.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHONE, WIDE } from './frame.ts';
import { sceneParams, type RestaurantDoc } from './scene-params.ts';
import { sceneSvg } from './scene-svg.ts';

const dir = join(import.meta.dirname, '../../content/restaurants');
const docs: RestaurantDoc[] = readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as RestaurantDoc);
const scenes = docs.map((d) => ({ slug: d.slug, wide: sceneSvg(sceneParams(d), WIDE), phone: sceneSvg(sceneParams(d), PHONE) }));

describe('restaurant scene SVG as XML', () => {
  it('is well-formed XML with the frame as its viewBox', () => {
    for (const s of scenes) {
      for (const [svg, box] of [
        [s.wide, '0 0 1600 900'],
        [s.phone, '0 0 1200 900'],
      ] as const) {
        const xml = new DOMParser().parseFromString(svg, 'image/svg+xml');
        expect(xml.getElementsByTagName('parsererror'), s.slug).toHaveLength(0);
        expect(xml.documentElement.getAttribute('viewBox')).toBe(box);
      }
    }
  });
});

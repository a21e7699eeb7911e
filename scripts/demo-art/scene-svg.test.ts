import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHONE, WIDE } from './frame.ts';
import { sceneParams, type RestaurantDoc } from './scene-params.ts';
import { sceneSvg } from './scene-svg.ts';

const dir = join(import.meta.dirname, '../../content/restaurants');
const docs: RestaurantDoc[] = readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as RestaurantDoc);
const scenes = docs.map((d) => ({ slug: d.slug, wide: sceneSvg(sceneParams(d), WIDE), phone: sceneSvg(sceneParams(d), PHONE) }));

describe('restaurant scene SVG', () => {
  it('is the same bytes on every run', () => {
    expect(sceneSvg(sceneParams(docs[0]!), WIDE)).toBe(scenes[0]!.wide);
  });

  it('differs from one restaurant to the next', () => {
    expect(new Set(scenes.map((s) => s.wide)).size).toBe(scenes.length);
  });

  it('stays within the 12 KB budget, with no raster or web font inside', () => {
    for (const s of scenes) {
      for (const svg of [s.wide, s.phone]) {
        expect(Buffer.byteLength(svg), s.slug).toBeLessThan(12 * 1024);
        expect(svg).not.toMatch(/<image|@font-face|url\(["']?(?!#)/);
      }
    }
  });

  it('renders with librsvg (sharp) to a picture with more than a few colours', async () => {
    for (const slug of ['bath', 'manchester-deansgate', 'leeds', 'torquay']) {
      const s = scenes.find((x) => x.slug === slug)!;
      const { data, info } = await sharp(Buffer.from(s.wide)).resize(160).raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(160);
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += info.channels) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      expect(colours.size, slug).toBeGreaterThan(200);
    }
  });
});

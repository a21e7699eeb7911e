import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sceneAlt, sceneParams, settingOf, type RestaurantDoc } from './scene-params.ts';

const dir = join(import.meta.dirname, '../../content/restaurants');
const docs: RestaurantDoc[] = readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as RestaurantDoc);
const doc = (slug: string) => docs.find((d) => d.slug === slug)!;

describe('scene parameters from a restaurant document', () => {
  it.each([
    ['bath', 'historic'],
    ['manchester-deansgate', 'city'],
    ['portsmouth', 'harbour'],
    ['torquay', 'seaside'],
    ['nottinghamshire-sherwood', 'forest'],
    ['leeds', 'mall'],
    ['london-o2', 'london'],
    ['london-ealing', 'city'],
  ])('%s is drawn as a %s scene', (slug, setting) => {
    expect(settingOf(doc(slug))).toBe(setting);
  });

  it('reads the time of day and the storeys from what the restaurant says', () => {
    expect(sceneParams(doc('manchester-deansgate')).time).toBe('night'); // "Late nights and resident DJs"
    expect(sceneParams(doc('cardiff-mermaid-quay')).time).toBe('dusk'); // "Sunset on the balcony"
    expect(sceneParams(doc('cambridge')).storeys).toBe(3); // "Three colourful floors"
  });

  it('is the same on every run', () => {
    expect(sceneParams(doc('york'))).toEqual(sceneParams(doc('york')));
  });

  it('gives every restaurant a different look, not just a different sign', () => {
    const looks = docs.map((d) => {
      const { slug: _slug, town: _town, ...look } = sceneParams(d);
      return JSON.stringify(look);
    });
    expect(new Set(looks).size).toBe(docs.length);
  });

  it('describes the scene in the alt text, town included', () => {
    const alt = sceneAlt(sceneParams(doc('london-o2')));
    expect(alt).toMatch(/^Illustration of a London/);
    expect(alt).toContain('Casa Lumbre London sign');
    expect(alt).toContain('O2 dome');
  });
});

// A restaurant's scene as one SVG document: sky, backdrop, the building and
// its terrace, in that order (later layers sit in front).
import { LIGHTS } from './colour.ts';
import { backdropLayer } from './backdrop.ts';
import { buildingLayer, footprint } from './building.ts';
import type { Frame } from './frame.ts';
import type { SceneParams } from './scene-params.ts';
import { randomFrom } from './seeded-random.ts';
import { skyLayer } from './sky.ts';
import { terraceLayer } from './terrace.ts';

export function sceneSvg(p: SceneParams, frame: Frame): string {
  const light = LIGHTS[p.time];
  // A fresh source per frame, so the wide and the phone art share clouds, skyline and passers-by.
  const r = randomFrom(`${p.slug}:layout`);
  const f = footprint(p, frame);
  const body = [
    skyLayer(p.time, light, frame, r),
    backdropLayer(p, frame, light, r),
    buildingLayer(p, frame, light),
    terraceLayer(p, frame, light, f, r),
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${frame.width} ${frame.height}" width="${frame.width}" height="${frame.height}">${body}</svg>\n`;
}

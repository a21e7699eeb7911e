// Writes the demo chain's illustrated restaurant scenes (decision 028): for each
// content/restaurants/<slug>.json, public/images/restaurants/<slug>.svg (wide)
// and <slug>-mobile.svg (4:3), and points the document's image and hero tiles
// at them with an alt text describing the scene. Deterministic: rerunning it
// rewrites the same bytes. Run: node --import tsx scripts/build-demo-art.ts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHONE, WIDE } from './demo-art/frame.ts';
import { withSceneImages, type WithImages } from './demo-art/restaurant-images.ts';
import { sceneAlt, sceneParams, type RestaurantDoc } from './demo-art/scene-params.ts';
import { sceneSvg } from './demo-art/scene-svg.ts';

const root = join(import.meta.dirname, '..');
const contentDir = join(root, 'content/restaurants');
const artDir = join(root, 'public/images/restaurants');

for (const file of readdirSync(contentDir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const path = join(contentDir, file);
  const doc = JSON.parse(readFileSync(path, 'utf8')) as RestaurantDoc & WithImages;
  const params = sceneParams(doc);
  const wide = sceneSvg(params, WIDE);
  const phone = sceneSvg(params, PHONE);
  writeFileSync(join(artDir, `${doc.slug}.svg`), wide);
  writeFileSync(join(artDir, `${doc.slug}-mobile.svg`), phone);
  // Same formatting as the pack's files (2-space indent, trailing newline), so the diff is the image fields only.
  writeFileSync(path, `${JSON.stringify(withSceneImages(doc, sceneAlt(params)), null, 2)}\n`);
  console.log(`${doc.slug}: ${params.setting}, ${params.time}, ${wide.length} + ${phone.length} bytes`);
}

// The foreground: pavement, tables under parasols, passers-by, plants, a
// lamp post and string lights: the life that makes a front a restaurant.
import { lightUp, mix, type Light } from './colour.ts';
import { GROUND, n, type Frame } from './frame.ts';
import type { Footprint } from './building.ts';
import type { SceneParams, Setting } from './scene-params.ts';
import type { Random } from './seeded-random.ts';

const PAVING: Record<Setting, string> = {
  historic: '#b9a27a',
  city: '#8d8378',
  london: '#8a8480',
  harbour: '#7b6f63',
  seaside: '#d9c59a',
  forest: '#5f7f3a',
  mall: '#efe8dc',
};

const PEOPLE = ['#2a1a14', '#1f3a3d', '#5a1e1e', '#233a66', '#3b2a3f', '#6b4a12'];

function symbols(p: SceneParams, light: Light): string {
  const wood = lightUp('#5a3a22', light);
  return [
    '<defs>',
    // A table with two chairs under a parasol in the awning's colour; origin at its foot.
    `<g id="tbl"><path d="M-3 0v-150" stroke="${wood}" stroke-width="5"/><path d="M-90 -120Q0 -190 90 -120z" fill="${lightUp(p.awning[0], light)}"/><path d="M-90 -120Q0 -140 90 -120" stroke="${lightUp(p.awning[1], light)}" stroke-width="5" fill="none"/>`,
    `<rect x="-40" y="-56" width="80" height="8" rx="3" fill="${wood}"/><path d="M0 -50V0M-60 0v-50h14v-26M60 0v-50h-14v-26" stroke="${wood}" stroke-width="5" fill="none"/></g>`,
    // A person; the fill comes from each <use>, so one shape dresses many.
    '<g id="ppl"><circle cy="-118" r="15"/><path d="M-20 -100h40l8 60h-12l-4 40h-10l-2-38-2 38h-10l-4-40h-12z"/></g>',
    `<g id="pot"><path d="M-22 0l-6-40h56l-6 40z" fill="${lightUp('#b4532a', light)}"/><g fill="${lightUp('#3f7a3a', light)}"><circle cy="-62" r="28"/><circle cx="-24" cy="-48" r="20"/><circle cx="24" cy="-50" r="20"/></g></g>`,
    '</defs>',
  ].join('');
}

/** Bulbs hung along a sagging wire from (x1, y1) to (x2, y2). */
function stringLights(x1: number, y1: number, x2: number, y2: number, lit: boolean): string {
  const sag = 60;
  const cx = (x1 + x2) / 2;
  const cy = Math.max(y1, y2) + sag;
  let bulbs = '';
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t ** 2 * x2;
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t ** 2 * y2;
    bulbs += `<circle cx="${n(x)}" cy="${n(y + 8)}" r="${lit ? 7 : 5}"/>`;
  }
  const glow = lit ? '<feGaussianBlur stdDeviation="3"/>' : '';
  return `<path d="M${x1} ${y1}Q${n(cx)} ${n(cy)} ${x2} ${y2}" stroke="#2a1a14" stroke-width="3" fill="none"/><g fill="${lit ? '#ffe08a' : '#fff4c9'}"${glow ? ' filter="url(#bulb)"' : ''}>${bulbs}</g>${glow ? `<defs><filter id="bulb" x="-1" y="-1" width="3" height="3"><feMorphology operator="dilate" radius="1"/>${glow}<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>` : ''}`;
}

export function terraceLayer(p: SceneParams, frame: Frame, light: Light, f: Footprint, r: Random): string {
  const w = frame.width;
  const paving = lightUp(PAVING[p.setting], light);
  const out = [symbols(p, light)];
  out.push(
    `<rect y="${GROUND}" width="${w}" height="${frame.height - GROUND}" fill="${paving}"/><path d="M0 ${GROUND + 4}H${w}" stroke="${mix(paving, '#000000', 0.25)}" stroke-width="8"/>`,
  );
  if (p.setting === 'seaside' || p.setting === 'harbour')
    out.push(
      `<path d="M0 ${GROUND - 46}H${f.left}M0 ${GROUND - 20}H${f.left}${Array.from({ length: Math.ceil(f.left / 60) }, (_, i) => `M${i * 60} ${GROUND - 50}V${GROUND}`).join('')}" stroke="${lightUp('#2f4f5f', light)}" stroke-width="5"/>`,
    );
  // A lamp post beside the front.
  const lamp = f.right + 70 < w - 20 ? f.right + 70 : f.left - 70;
  out.push(
    `<path d="M${lamp} ${GROUND + 10}V${GROUND - 300}" stroke="#1f2a2a" stroke-width="10"/><path d="M${lamp - 18} ${GROUND - 300}h36l-8-40h-20z" fill="${light.lit ? '#ffe08a' : '#d8d2c6'}" stroke="#1f2a2a" stroke-width="4"/>`,
  );
  if (p.stringLights) {
    const y = GROUND - 250;
    out.push(stringLights(f.left - 200, y - 40, f.left + 20, y, light.lit));
    out.push(stringLights(f.right - 20, y, Math.min(lamp + 200, w + 40), y - 50, light.lit));
  }
  // Plants either side of the door and at the corners.
  const mid = (f.left + f.right) / 2;
  const pots = [mid - 80, mid + 80, f.left + 10, f.right - 10, f.left - 150, f.right + 160].slice(0, p.plants);
  for (const x of pots) out.push(`<use href="#pot" x="${n(x)}" y="${GROUND + 30}"/>`);
  // Tables spread along the terrace, in front of the glass and beside it.
  const spots = [f.left - 150, f.right + 120, f.left + 130, f.right - 130, f.left - 380].slice(0, p.tables);
  for (const x of spots) out.push(`<use href="#tbl" x="${n(x)}" y="${GROUND + 95}"/>`);
  for (let i = 0; i < p.people; i++) {
    const x = r.int(f.left - 420, f.right + 240);
    out.push(`<use href="#ppl" x="${x}" y="${GROUND + r.int(80, 112)}" fill="${lightUp(r.pick(PEOPLE), light)}"/>`);
  }
  return out.join('');
}

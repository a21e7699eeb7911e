// Everything behind the restaurant: skyline, neighbours, water, hills, pines
// or a shopping centre's glass roof, by setting.
import { lightUp, mix, type Light } from './colour.ts';
import { GROUND, n, type Frame } from './frame.ts';
import type { Landmark, SceneParams } from './scene-params.ts';
import type { Random } from './seeded-random.ts';

function landmark(kind: Landmark, x: number, fill: string): string {
  const g = GROUND;
  switch (kind) {
    case 'spire':
      return `<path fill="${fill}" d="M${x - 40} ${g}V${g - 330}h80V${g}zM${x - 40} ${g - 330}L${x} ${g - 620}L${x + 40} ${g - 330}z"/>`;
    case 'tower':
      return `<path fill="${fill}" d="M${x - 36} ${g}V${g - 470}h72V${g}zM${x - 44} ${g - 470}h88l-44-150z"/><circle cx="${x}" cy="${g - 420}" r="22" fill="#f6ecd6" opacity=".8"/>`;
    case 'dome':
      return `<path fill="#f1ece2" d="M${x - 300} ${g - 120}Q${x} ${g - 700} ${x + 300} ${g - 120}z"/><path stroke="#f2b33d" stroke-width="8" d="M${x - 200} ${g - 300}l-30-220M${x - 70} ${g - 390}l-10-200M${x + 70} ${g - 390}l10-200M${x + 200} ${g - 300}l30-220"/>`;
    case 'wheel':
      return `<g stroke="${fill}" fill="none" stroke-width="6"><circle cx="${x}" cy="${g - 330}" r="230"/><path d="M${x - 230} ${g - 330}h460M${x} ${g - 560}v460M${x - 163} ${g - 493}l326 326M${x + 163} ${g - 493}l-326 326"/><path stroke-width="14" d="M${x - 60} ${g}L${x} ${g - 330}L${x + 60} ${g}"/></g>`;
    case 'arch':
      return `<path d="M${x - 380} ${g - 120}Q${x} ${g - 720} ${x + 380} ${g - 120}" stroke="#f1ece2" stroke-width="14" fill="none"/><path fill="${fill}" d="M${x - 300} ${g}V${g - 160}Q${x} ${g - 230} ${x + 300} ${g - 160}V${g}z"/>`;
    default:
      return '';
  }
}

function skyline(frame: Frame, light: Light, r: Random, min: number, max: number, fill: string): string {
  let d = '';
  for (let x = -20; x < frame.width;) {
    const w = r.int(70, 170);
    d += `M${x} ${GROUND}V${GROUND - r.int(min, max)}h${w}V${GROUND}z`;
    x += w - 6;
  }
  return `<path fill="${fill}" d="${d}"/>`;
}

/** A row of neighbouring buildings with lit or dark windows. */
function neighbours(p: SceneParams, frame: Frame, light: Light, r: Random): string {
  const stone = p.setting === 'historic';
  const hues = stone ? ['#d8c39a', '#cdb48c', '#e2d2b0'] : ['#b79a86', '#9e8a7c', '#c2a98e', '#8f8a86'];
  const win = light.lit ? '#ffcf73' : mix(light.glass, light.mid, 0.3);
  const out = [
    `<defs><pattern id="nw" width="56" height="${stone ? 120 : 84}" patternUnits="userSpaceOnUse"><rect x="16" y="24" width="24" height="${stone ? 60 : 40}" fill="${win}"/></pattern></defs>`,
  ];
  for (let x = -30; x < frame.width;) {
    const w = r.int(170, 280);
    // London's neighbours stay low so its landmark shows over them.
    const h = p.setting === 'london' ? r.int(240, 320) : r.int(stone ? 330 : 300, stone ? 470 : 560);
    const top = GROUND - h;
    const fill = lightUp(mix(r.pick(hues), light.mid, 0.35), light);
    out.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${fill}"/>`);
    out.push(`<rect x="${x + 8}" y="${top + 20}" width="${w - 16}" height="${h - 130}" fill="url(#nw)"/>`);
    if (stone)
      out.push(
        `<path fill="${fill}" d="M${x + 30} ${top}v-46h34v46zM${x + w - 70} ${top}v-36h30v36z"/><rect x="${x - 4}" y="${top}" width="${w + 8}" height="12" fill="${mix(fill, '#ffffff', 0.25)}"/>`,
      );
    x += w;
  }
  return out.join('');
}

function water(frame: Frame, light: Light, r: Random, top: number): string {
  const deep = light.lit ? '#1d2d52' : '#2f6f8f';
  const shallow = mix(light.skyBottom, deep, 0.35);
  let ripples = '';
  for (let i = 0; i < 26; i++) ripples += `M${r.int(0, frame.width)} ${r.int(top + 10, GROUND - 10)}h${r.int(30, 110)}`;
  return `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shallow}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs><rect y="${top}" width="${frame.width}" height="${GROUND - top}" fill="url(#sea)"/><path d="${ripples}" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`;
}

function boat(x: number, y: number, hull: string, sail: string): string {
  return `<path fill="${hull}" d="M${x - 70} ${y}h140l-24 30h-92z"/><path fill="${sail}" d="M${x} ${y - 8}V${y - 150}l70 142zM${x - 6} ${y - 8}V${y - 110}l-50 102z"/>`;
}

function pines(frame: Frame, r: Random, baseY: number, size: number, fill: string): string {
  let d = '';
  for (let x = -20; x < frame.width + 40; x += r.int(size * 0.45, size * 0.8)) {
    const h = r.int(size * 1.6, size * 2.6);
    const w = size * 0.5;
    d += `M${x} ${baseY - h}L${n(x + w)} ${baseY}H${n(x - w)}z`;
  }
  return `<path fill="${fill}" d="${d}"/>`;
}

function mallInterior(frame: Frame, light: Light, r: Random): string {
  const w = frame.width;
  let ribs = '';
  for (let x = 40; x < w; x += 160) ribs += `M${x} 260Q${x + 80} 0 ${x + 160} 260`;
  let shops = '';
  for (let x = 0; x < w; x += 260)
    shops += `<rect x="${x + 20}" y="330" width="220" height="150" fill="#f7f2ea"/><rect x="${x + 20}" y="300" width="220" height="28" fill="${r.pick(['#1f8a86', '#d95d38', '#2f5fa8', '#8c3f5a', '#4c8c4a'])}"/>`;
  return [
    `<defs><linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.skyTop}"/><stop offset="1" stop-color="#e9f3f8"/></linearGradient></defs>`,
    `<rect width="${w}" height="270" fill="url(#glass)"/><path d="${ribs}" stroke="#d8d2c6" stroke-width="10" fill="none"/>`,
    `<rect y="260" width="${w}" height="${GROUND - 260}" fill="#e6dccd"/><rect y="255" width="${w}" height="14" fill="#cfc4b3"/>${shops}`,
    `<rect y="480" width="${w}" height="22" fill="#cfc4b3"/><path d="M0 520H${w}" stroke="#b9ad9a" stroke-width="4"/><path d="${Array.from({ length: Math.ceil(w / 40) }, (_, i) => `M${i * 40} 502v18`).join('')}" stroke="#b9ad9a" stroke-width="3"/>`,
  ].join('');
}

export function backdropLayer(p: SceneParams, frame: Frame, light: Light, r: Random): string {
  const w = frame.width;
  const lmX = frame.focusX > w / 2 ? n(frame.focusX - 420) : n(w * 0.2);
  switch (p.setting) {
    case 'mall':
      return mallInterior(frame, light, r);
    case 'forest':
      return [
        pines(frame, r, 560, 90, light.far),
        pines(frame, r, 680, 120, lightUp(mix('#4f6b45', light.mid, 0.3), light)),
        `<rect y="660" width="${w}" height="${GROUND - 660}" fill="${lightUp('#6f8f4a', light)}"/>`,
        pines(frame, r, GROUND + 10, 150, lightUp('#2f4a2c', light)),
      ].join('');
    case 'harbour':
    case 'seaside': {
      const horizon = p.setting === 'seaside' ? 560 : 600;
      const hills = `<path fill="${light.far}" d="M0 ${horizon}Q${n(w * 0.2)} ${horizon - 130} ${n(w * 0.45)} ${horizon - 40}T${w} ${horizon - 90}V${horizon}H0z"/>`;
      const boats = [boat(n(w * 0.12), GROUND - 70, '#1f3a3d', '#fbf3e6'), boat(n(w * 0.92), GROUND - 100, '#8c3f5a', '#f6e7c8')];
      const harbourSide = p.setting === 'harbour' ? neighboursRight(frame, light, r) : '';
      return [hills, water(frame, light, r, horizon), ...boats, harbourSide].join('');
    }
    default:
      return [
        skyline(frame, light, r, 260, 520, light.far),
        landmark(p.landmark, lmX, mix(light.far, light.mid, 0.5)),
        neighbours(p, frame, light, r),
      ].join('');
  }
}

/** A quay's warehouses beside the restaurant, leaving the water in view on the other side. */
function neighboursRight(frame: Frame, light: Light, r: Random): string {
  const fill = lightUp(mix('#8f5a45', light.mid, 0.3), light);
  const x = n(frame.focusX - 40);
  const h = r.int(300, 380);
  return `<path fill="${fill}" d="M${x} ${GROUND}V${GROUND - h}l160-90l160 90V${GROUND}z"/><path fill="${mix(fill, '#000000', 0.3)}" d="M${x + 330} ${GROUND}V${GROUND - h + 40}h${frame.width - x}V${GROUND}z"/>`;
}

// The restaurant itself: storeys of windows, a roof for its setting, the
// Casa Lumbre sign with the town's name, a striped awning and a glowing
// ground floor.
import { lightUp, mix, type Light } from './colour.ts';
import { GROUND, n, type Frame } from './frame.ts';
import type { SceneParams } from './scene-params.ts';

const BAY = 120;
const GROUND_FLOOR = 230;
const STOREY = 150;

export interface Footprint {
  left: number;
  right: number;
  top: number;
}

export function footprint(p: SceneParams, frame: Frame): Footprint {
  const width = p.bays * BAY + 60 + (p.setting === 'mall' ? 120 : 0);
  const left = n(frame.focusX - width / 2);
  return { left, right: left + width, top: GROUND - GROUND_FLOOR - (p.storeys - 1) * STOREY };
}

function roof(p: SceneParams, f: Footprint, facade: string, trim: string): string {
  const { left: l, right: rt, top: t } = f;
  const mid = n((l + rt) / 2);
  switch (p.setting) {
    case 'forest':
      return `<path fill="${mix(facade, '#000000', 0.45)}" d="M${l - 50} ${t + 10}L${mid} ${t - 190}L${rt + 50} ${t + 10}z"/><path fill="${facade}" d="M${l + 40} ${t + 10}L${mid} ${t - 140}L${rt - 40} ${t + 10}z"/>`;
    case 'harbour':
      return `<path fill="${facade}" d="M${l} ${t}L${mid} ${t - 120}L${rt} ${t}z"/><circle cx="${mid}" cy="${t - 40}" r="26" fill="${trim}"/>`;
    case 'mall':
      return '';
    case 'historic':
      return `<rect x="${l - 14}" y="${t - 22}" width="${rt - l + 28}" height="26" fill="${trim}"/><path fill="${facade}" d="M${l + 30} ${t - 22}v-60h44v60zM${rt - 80} ${t - 22}v-50h40v50z"/>`;
    default:
      return `<rect x="${l - 10}" y="${t - 18}" width="${rt - l + 20}" height="20" fill="${trim}"/>`;
  }
}

function sign(p: SceneParams, f: Footprint, y: number, light: Light): string {
  const x = n((f.left + f.right) / 2);
  const label = `CASA LUMBRE · ${p.town.toUpperCase()}`;
  // The board is a fixed width, so a long town name gets a smaller letter.
  const size = Math.min(34, Math.floor(((f.right - f.left - 100) / label.length - 2) / 0.74));
  const ink = light.lit ? '#ffe08a' : '#f6e7c8';
  return `<rect x="${f.left + 20}" y="${y}" width="${f.right - f.left - 40}" height="54" rx="6" fill="#2a1a14"/><text x="${x}" y="${y + 27 + n(size * 0.36)}" fill="${ink}" font-family="Georgia, 'DejaVu Serif', serif" font-size="${size}" font-weight="700" text-anchor="middle" letter-spacing="2">${label}</text>`;
}

function awning(p: SceneParams, f: Footprint, y: number): string {
  const width = f.right - f.left;
  const scallops = Math.round(width / 40);
  const step = width / scallops;
  const [a, b] = p.awning;
  return `<defs><pattern id="stripe" width="80" height="10" patternUnits="userSpaceOnUse"><rect width="40" height="10" fill="${a}"/><rect x="40" width="40" height="10" fill="${b}"/></pattern></defs><path fill="url(#stripe)" d="M${f.left - 10} ${y}h${width + 20}l-10 50H${f.left}z"/><path fill="${a}" d="M${f.left} ${y + 50}${Array.from({ length: scallops }, () => `a${n(step / 2)} 16 0 0 0 ${n(step)} 0`).join('')}z"/>`;
}

export function buildingLayer(p: SceneParams, frame: Frame, light: Light): string {
  const f = footprint(p, frame);
  const facade = lightUp(p.facade, light);
  const trim = lightUp(p.trim, light);
  const glass = light.glass;
  const width = f.right - f.left;
  const out: string[] = [];
  // One window drawn once and reused: keeps each file a few kilobytes.
  const pane = p.arched ? `M0 90V28a28 28 0 0 1 56 0V90z` : `M0 0h56v90H0z`;
  out.push(
    `<defs><g id="win"><rect x="-8" y="92" width="72" height="10" fill="${trim}"/><path d="${pane}" fill="${glass}" stroke="${trim}" stroke-width="6"/><path d="M28 ${p.arched ? 4 : 0}v86M0 48h56" stroke="${trim}" stroke-width="4"/></g></defs>`,
  );
  out.push(`<rect x="${f.left}" y="${f.top}" width="${width}" height="${GROUND - f.top}" fill="${facade}"/>`);
  out.push(roof(p, f, facade, trim));
  for (let s = 1; s < p.storeys; s++) {
    const y = f.top + (s - 1) * STOREY + 34;
    for (let b = 0; b < p.bays; b++) out.push(`<use href="#win" x="${f.left + 30 + b * BAY + 32}" y="${y}"/>`);
    if (p.setting === 'seaside' && s === p.storeys - 1)
      out.push(
        `<path d="M${f.left - 10} ${y + 102}h${width + 20}M${f.left - 10} ${y + 70}h${width + 20}${Array.from({ length: Math.ceil(width / 30) + 1 }, (_, i) => `M${f.left - 10 + i * 30} ${y + 70}v32`).join('')}" stroke="#fbf3e6" stroke-width="5"/>`,
      );
  }
  // The ground floor: sign, awning, glowing glass and the door.
  const gy = GROUND - GROUND_FLOOR;
  const interior = light.lit ? '#ffcf73' : mix('#ffcf73', glass, 0.45);
  out.push(`<rect x="${f.left + 20}" y="${gy + 100}" width="${width - 40}" height="${GROUND_FLOOR - 110}" fill="${interior}"/>`);
  const door = n(f.left + width / 2 - 40);
  out.push(`<path d="M${door} ${GROUND}V${gy + 140}a40 40 0 0 1 80 0V${GROUND}z" fill="${p.door}" stroke="${trim}" stroke-width="6"/>`);
  let mullions = '';
  for (let x = f.left + 20 + 90; x < f.right - 40; x += 90) if (x < door - 10 || x > door + 90) mullions += `M${x} ${gy + 100}V${GROUND}`;
  out.push(
    `<path d="${mullions}M${f.left + 20} ${GROUND - 40}H${door}M${door + 80} ${GROUND - 40}H${f.right - 20}" stroke="${trim}" stroke-width="6"/>`,
  );
  // Diners inside, as warm shadows behind the glass.
  out.push(
    `<g fill="${mix(interior, '#5a2a14', 0.45)}"><circle cx="${f.left + 70}" cy="${gy + 150}" r="14"/><path d="M${f.left + 50} ${GROUND - 40}v-60q20-20 40 0v60z"/><circle cx="${f.right - 80}" cy="${gy + 155}" r="14"/><path d="M${f.right - 100} ${GROUND - 40}v-55q20-20 40 0v55z"/></g>`,
  );
  out.push(sign(p, f, gy, light));
  out.push(awning(p, f, gy + 58));
  return out.join('');
}

// The sky: a gradient for the time of day, the sun or moon, clouds or stars.
import type { Light } from './colour.ts';
import { n, type Frame } from './frame.ts';
import type { TimeOfDay } from './scene-params.ts';
import type { Random } from './seeded-random.ts';

const SUN: Record<TimeOfDay, { x: number; y: number; r: number; fill: string }> = {
  morning: { x: 0.2, y: 210, r: 60, fill: '#fff1c9' },
  day: { x: 0.55, y: 120, r: 52, fill: '#fff7dc' },
  golden: { x: 0.8, y: 420, r: 90, fill: '#ffd27a' },
  dusk: { x: 0.15, y: 150, r: 34, fill: '#f6ecd6' },
  night: { x: 0.85, y: 120, r: 38, fill: '#f1ead8' },
};

function cloud(x: number, y: number, s: number, fill: string): string {
  return `<g fill="${fill}" opacity=".85"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(90 * s)}" ry="${n(26 * s)}"/><ellipse cx="${n(x - 30 * s)}" cy="${n(y - 18 * s)}" rx="${n(42 * s)}" ry="${n(30 * s)}"/><ellipse cx="${n(x + 28 * s)}" cy="${n(y - 24 * s)}" rx="${n(50 * s)}" ry="${n(36 * s)}"/></g>`;
}

export function skyLayer(time: TimeOfDay, light: Light, frame: Frame, r: Random): string {
  const sun = SUN[time];
  const sx = sun.x * frame.width;
  const out = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.skyTop}"/><stop offset="1" stop-color="${light.skyBottom}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${sun.fill}" stop-opacity=".7"/><stop offset="1" stop-color="${sun.fill}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${frame.width}" height="${frame.height}" fill="url(#sky)"/>`,
    `<circle cx="${n(sx)}" cy="${sun.y}" r="${sun.r * 3}" fill="url(#glow)"/><circle cx="${n(sx)}" cy="${sun.y}" r="${sun.r}" fill="${sun.fill}"/>`,
  ];
  if (light.lit) {
    // Stars only where the sky is dark: the top half.
    const stars: string[] = [];
    for (let i = 0; i < (time === 'night' ? 40 : 16); i++)
      stars.push(`<circle cx="${r.int(0, frame.width)}" cy="${r.int(10, 360)}" r="${r.chance(0.2) ? 2.5 : 1.5}"/>`);
    out.push(`<g fill="#fff" opacity=".8">${stars.join('')}</g>`);
  } else {
    const fill = time === 'golden' ? '#ffe6c4' : '#ffffff';
    for (let i = 0, count = r.int(2, 4); i < count; i++)
      out.push(cloud(r.int(80, frame.width - 80), r.int(90, 300), 0.7 + r.next() * 0.8, fill));
  }
  return out.join('');
}

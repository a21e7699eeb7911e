// Colour arithmetic for the scenes: light is a mix towards the sky's colour,
// so one facade colour reads as morning, golden hour or night.
import type { TimeOfDay } from './scene-params.ts';

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` moved `amount` (0–1) of the way to `b`. */
export function mix(a: string, b: string, amount: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((v, i) => Math.round(v + (cb[i]! - v) * amount));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export interface Light {
  skyTop: string;
  skyBottom: string;
  /** Distant silhouettes (skyline, hills). */
  far: string;
  /** Nearer neighbours. */
  mid: string;
  /** Window glass. */
  glass: string;
  lit: boolean;
  /** What every near colour is mixed towards, and how far. */
  tint: string;
  tintAmount: number;
}

export const LIGHTS: Record<TimeOfDay, Light> = {
  morning: {
    skyTop: '#7fc1e6',
    skyBottom: '#ffe2b8',
    far: '#b9c9d3',
    mid: '#9aaab5',
    glass: '#3d5c72',
    lit: false,
    tint: '#ffe2b8',
    tintAmount: 0.08,
  },
  day: {
    skyTop: '#4fa6e0',
    skyBottom: '#d4ecf8',
    far: '#aac4d6',
    mid: '#8aa2b4',
    glass: '#35546b',
    lit: false,
    tint: '#ffffff',
    tintAmount: 0,
  },
  golden: {
    skyTop: '#e9824f',
    skyBottom: '#fcd58e',
    far: '#d89c7c',
    mid: '#b47a62',
    glass: '#5a4150',
    lit: false,
    tint: '#f5a35c',
    tintAmount: 0.14,
  },
  dusk: {
    skyTop: '#2b2a5c',
    skyBottom: '#f08a78',
    far: '#5b4a7a',
    mid: '#3f355e',
    glass: '#ffcf73',
    lit: true,
    tint: '#2a2150',
    tintAmount: 0.32,
  },
  night: {
    skyTop: '#0a1230',
    skyBottom: '#2e3a78',
    far: '#1e2752',
    mid: '#161c3e',
    glass: '#ffd27a',
    lit: true,
    tint: '#0e1430',
    tintAmount: 0.5,
  },
};

/** A near colour as it looks in this light. */
export function lightUp(colour: string, light: Light): string {
  return light.tintAmount === 0 ? colour : mix(colour, light.tint, light.tintAmount);
}

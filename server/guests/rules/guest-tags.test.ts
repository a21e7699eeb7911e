import { describe, expect, it } from 'vitest';
import { isAllergyTag, normaliseTag, orderTags } from './guest-tags.ts';

describe('guest tags', () => {
  it('have one spelling: trimmed, spaces collapsed, lower case, VIP in capitals', () => {
    expect(normaliseTag('  Nut   ALLERGY ')).toBe('nut allergy');
    expect(normaliseTag('vip')).toBe('VIP');
    expect(normaliseTag('Window\u200b seat')).toBe('window seat');
  });

  it('refuse nothing at all, or more than 40 characters', () => {
    expect(normaliseTag('   ')).toBeNull();
    expect(normaliseTag('x'.repeat(41))).toBeNull();
    expect(normaliseTag('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('put what a guest cannot eat first, then VIP, then the rest', () => {
    expect(isAllergyTag('nut allergy')).toBe(true);
    expect(isAllergyTag('gluten free')).toBe(true);
    expect(isAllergyTag('regular')).toBe(false);
    expect(orderTags(['regular', 'VIP', 'coeliac', 'birthday'])).toEqual(['coeliac', 'VIP', 'birthday', 'regular']);
  });
});

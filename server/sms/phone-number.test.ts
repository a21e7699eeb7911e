import { describe, expect, it } from 'vitest';
import { ukMobileE164 } from './phone-number.ts';

describe('ukMobileE164', () => {
  it('reads UK mobiles as diners type them', () => {
    for (const typed of ['07700 900123', '07700-900-123', '+44 7700 900123', '0044 7700 900123', '(07700) 900123']) {
      expect(ukMobileE164(typed)).toBe('+447700900123');
    }
  });

  it('has no number for a landline, a short number, letters or nothing', () => {
    for (const typed of ['01632 960002', '0770090012', 'call me', '', null, undefined, '+33 6 12 34 56 78']) {
      expect(ukMobileE164(typed)).toBeNull();
    }
  });
});

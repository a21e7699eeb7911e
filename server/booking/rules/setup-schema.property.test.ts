// The setup document's export/import round trip (product.md D7 "Quality"): any
// document that bookingSetupSchema accepts survives JSON text unchanged, and
// comparing a setup with itself (or its round trip) finds no change.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingSetupSchema } from '../../../contract/booking-setup.ts';
import { bookingSetupArb } from '../../../tests/support/setup-arbitraries.ts';
import { setupChanges } from './setup-changes.ts';

describe('booking setup documents (decision 025 export and import)', () => {
  it('the generator makes documents the schema accepts (so the round trip below is not vacuous)', () => {
    fc.assert(
      fc.property(bookingSetupArb, (doc) => {
        const parsed = bookingSetupSchema.safeParse(doc);
        expect(parsed.error?.issues ?? []).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('survives JSON.stringify → JSON.parse → parse unchanged, and setupChanges finds nothing', () => {
    fc.assert(
      fc.property(bookingSetupArb, (doc) => {
        const parsed = bookingSetupSchema.safeParse(doc);
        fc.pre(parsed.success);
        const setup = parsed.data;
        const text = JSON.stringify(setup);
        const imported = bookingSetupSchema.parse(JSON.parse(text));
        expect(imported).toStrictEqual(setup);
        expect(JSON.stringify(imported)).toBe(text);
        expect(bookingSetupSchema.parse(imported)).toStrictEqual(imported); // parsing is idempotent
        expect(setupChanges(setup, setup)).toEqual([]);
        expect(setupChanges(setup, imported)).toEqual([]);
        expect(setupChanges(imported, setup)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

// What a setup change does, a line per change (decision 025), on Bath's real setup.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingSetupSchema, type BookingSetup } from '../../../contract/booking-setup.ts';
import { setupChanges } from './setup-changes.ts';

const BATH = bookingSetupSchema.parse(
  JSON.parse(readFileSync(new URL('../../../content/booking-setups/bath.json', import.meta.url), 'utf8')),
);

function bath(change: (s: BookingSetup) => void = () => {}): BookingSetup {
  const setup = structuredClone(BATH);
  change(setup);
  return setup;
}

describe('setupChanges', () => {
  it('has no lines for an unchanged setup, a copy of it, or a reordered list', () => {
    expect(setupChanges(BATH, BATH)).toEqual([]);
    expect(setupChanges(BATH, bath())).toEqual([]);
    expect(
      setupChanges(
        BATH,
        bath((s) => s.tables.reverse()),
      ),
    ).toEqual([]);
    expect(
      setupChanges(
        BATH,
        bath((s) => s.specialHours.reverse()),
      ),
    ).toEqual([]);
  });

  describe('rules (config)', () => {
    it('says which rule changed, from what to what', () => {
      expect(
        setupChanges(
          BATH,
          bath((s) => (s.config.leadTimeMinutes = 120)),
        ),
      ).toEqual(['Rule leadTimeMinutes: 60 → 120']);
      expect(
        setupChanges(
          BATH,
          bath((s) => (s.config.enabled = false)),
        ),
      ).toEqual(['Rule enabled: true → false']);
    });

    it('shows null and a missing rule as none', () => {
      expect(
        setupChanges(
          BATH,
          bath((s) => (s.config.pacingCoversPerInterval = null)),
        ),
      ).toEqual(['Rule pacingCoversPerInterval: 20 → none']);
      const withMessage = bath((s) => (s.config.customDisabledMessage = 'Back in the spring'));
      expect(setupChanges(BATH, withMessage)).toEqual(['Rule customDisabledMessage: none → Back in the spring']);
      expect(setupChanges(withMessage, BATH)).toEqual(['Rule customDisabledMessage: Back in the spring → none']);
    });

    it('writes a changed list rule as JSON', () => {
      const after = bath((s) => (s.config.turnTimes = [{ maxCovers: 20, minutes: 120 }]));
      expect(setupChanges(BATH, after)).toEqual([
        'Rule turnTimes: [{"maxCovers":2,"minutes":90},{"maxCovers":4,"minutes":105},{"maxCovers":6,"minutes":120},{"maxCovers":20,"minutes":150}] → [{"maxCovers":20,"minutes":120}]',
      ]);
    });

    it('has a line per changed rule', () => {
      const after = bath((s) => {
        s.config.slotIntervalMinutes = 30;
        s.config.windowDays = 60;
      });
      expect(setupChanges(BATH, after)).toEqual(['Rule slotIntervalMinutes: 15 → 30', 'Rule windowDays: 90 → 60']);
    });
  });

  it('says which opening hours changed', () => {
    const after = bath((s) => {
      s.hours.mondayClose = '21:00';
      s.hours.sundayOpen = 'closed';
    });
    expect(setupChanges(BATH, after)).toEqual(['Opening hours mondayClose: 22:00 → 21:00', 'Opening hours sundayOpen: 11:00 → closed']);
  });

  describe('special dates', () => {
    const refurbishment = {
      label: 'Refurbishment',
      startDate: '2026-07-06',
      endDate: '2026-07-08',
      openTime: 'Closed',
      closeTime: 'Closed',
      clickCollectClose: 'Closed',
    };

    it('describes an added closure over a range', () => {
      expect(
        setupChanges(
          BATH,
          bath((s) => s.specialHours.push(refurbishment)),
        ),
      ).toEqual(['Special date added: Refurbishment (2026-07-06 to 2026-07-08, closed)']);
    });

    it('describes a removed date with its hours, one day written once', () => {
      const withoutChristmasEve = bath((s) => (s.specialHours = s.specialHours.filter((d) => d.label !== 'Christmas Eve')));
      expect(setupChanges(BATH, withoutChristmasEve)).toEqual(['Special date removed: Christmas Eve (2026-12-24, 11:00–18:00)']);
      const withoutChristmas = bath((s) => (s.specialHours = s.specialHours.filter((d) => d.label !== 'Christmas Day')));
      expect(setupChanges(BATH, withoutChristmas)).toEqual(['Special date removed: Christmas Day (2026-12-25, closed)']);
    });

    it('describes a changed date as the new one added and the old one removed', () => {
      const after = bath((s) => (s.specialHours.find((d) => d.label === 'Boxing Day')!.openTime = '12:00'));
      expect(setupChanges(BATH, after)).toEqual([
        'Special date added: Boxing Day (2026-12-26, 12:00–22:00)',
        'Special date removed: Boxing Day (2026-12-26, 13:00–22:00)',
      ]);
    });
  });

  describe('lists', () => {
    it('says which table was added, changed and removed: additions and changes in the new order, then removals', () => {
      const after = bath((s) => {
        s.tables = s.tables.filter((t) => t.id !== 'r2');
        s.tables.find((t) => t.id === 'r1')!.maxSeats = 3;
        s.tables.push({ id: 'r99', areaId: 'restaurant', minSeats: 1, maxSeats: 2 });
      });
      expect(setupChanges(BATH, after)).toEqual(['Table R1 changed', 'Table R99 added', 'Table R2 removed']);
    });

    it('names each kind of list', () => {
      const after = bath((s) => {
        s.servicePeriods.find((p) => p.id === 'dinner')!.lastStart = '00:00';
        s.areas.push({ id: 'garden', name: 'Garden' });
        s.tableGroups = s.tableGroups.filter((g) => g.id !== 'g-p25-p26');
        s.menus.find((m) => m.id === 'brunch')!.pricePerHeadPence = 3995;
        s.occasions = s.occasions.filter((o) => o.id !== 'drinks');
        s.upsells.push({ ...s.upsells[0]!, id: 'flowers', name: 'Flowers' });
      });
      expect(setupChanges(BATH, after)).toEqual([
        'Service period dinner changed',
        'Area garden added',
        'Table group g-p25-p26 removed',
        'Booking menu brunch changed',
        'Occasion drinks removed',
        'Extra flowers added',
      ]);
    });

    it('sees a change deep inside an item, such as an occasion’s link group', () => {
      const after = bath((s) => s.occasions.find((o) => o.id === 'birthday')!.areaLinkGroup.links.push({ id: 'terrace' }));
      expect(setupChanges(BATH, after)).toEqual(['Occasion birthday changed']);
    });
  });

  it('lists rules, then hours, then special dates, then the lists', () => {
    const after = bath((s) => {
      s.tables.pop();
      s.specialHours.pop();
      s.hours.fridayClose = '00:00';
      s.config.maxOnlineCovers = 12;
    });
    expect(setupChanges(BATH, after)).toEqual([
      'Rule maxOnlineCovers: 20 → 12',
      'Opening hours fridayClose: 23:00 → 00:00',
      'Special date removed: Early May bank holiday (2027-05-03, 11:00–22:00)',
      'Table P27 removed',
    ]);
  });
});

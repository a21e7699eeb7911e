import { describe, expect, it } from 'vitest';
import { clickCollectStatus, openingStatus, openingWindow, specialHoursFor } from './opening-hours.ts';
import { BATH_HOURS, BATH_SPECIAL, hoursWith } from '../tests/support/booking-rule-fixtures.ts';

const at = (iso: string) => new Date(iso);

describe('openingWindow (product.md §4)', () => {
  it('reads the weekday’s hours, click and collect included', () => {
    expect(openingWindow(BATH_HOURS, [], '2026-06-01')).toEqual({ open: 720, close: 1320, clickCollectClose: 1260 }); // Monday
    expect(openingWindow(BATH_HOURS, [], '2026-06-06')).toEqual({ open: 660, close: 1380, clickCollectClose: 1260 }); // Saturday
  });

  it('treats "closed" in any letter case as closed all day', () => {
    for (const value of ['closed', 'Closed', 'CLOSED']) {
      expect(openingWindow(hoursWith({ mondayOpen: value }), [], '2026-06-01')).toBeNull();
      expect(openingWindow(hoursWith({ mondayClose: value }), [], '2026-06-01')).toBeNull();
    }
  });

  it('keeps the restaurant open when only click and collect is closed', () => {
    expect(openingWindow(hoursWith({ mondayClickCollectClose: 'Closed' }), [], '2026-06-01')).toEqual({
      open: 720,
      close: 1320,
      clickCollectClose: null,
    });
  });

  it('reads a 00:00 close as midnight, and an earlier close as the next morning', () => {
    expect(openingWindow(BATH_HOURS, BATH_SPECIAL, '2026-12-31')).toEqual({ open: 720, close: 1440, clickCollectClose: 1200 });
    expect(openingWindow(hoursWith({ saturdayClose: '01:30' }), [], '2026-06-06')?.close).toBe(1530);
  });

  it('lets special dates win over weekly hours, inclusive of both ends', () => {
    expect(openingWindow(BATH_HOURS, BATH_SPECIAL, '2026-12-24')).toEqual({ open: 660, close: 1080, clickCollectClose: 1020 });
    expect(openingWindow(BATH_HOURS, BATH_SPECIAL, '2026-12-25')).toBeNull();
    const easter = [{ startDate: '2027-03-26', endDate: '2027-03-29', openTime: '10:00', closeTime: '23:00', clickCollectClose: '21:00' }];
    expect(openingWindow(BATH_HOURS, easter, '2027-03-25')?.open).toBe(720);
    expect(openingWindow(BATH_HOURS, easter, '2027-03-26')?.open).toBe(600);
    expect(openingWindow(BATH_HOURS, easter, '2027-03-29')?.open).toBe(600);
    expect(openingWindow(BATH_HOURS, easter, '2027-03-30')?.open).toBe(720);
  });

  it('picks the narrowest overlapping special entry', () => {
    const entries = [
      { startDate: '2027-03-26', endDate: '2027-03-29', openTime: '10:00', closeTime: '23:00', clickCollectClose: '21:00' },
      { startDate: '2027-03-28', endDate: '2027-03-28', openTime: 'closed', closeTime: 'closed', clickCollectClose: 'closed' },
    ];
    expect(specialHoursFor(entries, '2027-03-28')).toBe(entries[1]);
    expect(openingWindow(BATH_HOURS, entries, '2027-03-28')).toBeNull();
    expect(openingWindow(BATH_HOURS, entries, '2027-03-27')?.open).toBe(600);
  });
});

describe('openingStatus at fixed instants in Europe/London (product.md §4)', () => {
  const status = (iso: string, hours = BATH_HOURS, special = BATH_SPECIAL) => openingStatus(hours, special, at(iso));

  it('before opening: Closed, opens today', () => {
    expect(status('2026-06-01T09:00:00Z')).toEqual({ open: false, text: 'opens 12:00' }); // 10:00 BST Monday
  });

  it('while open: Open, closes HH:MM', () => {
    expect(status('2026-06-01T11:00:00Z')).toEqual({ open: true, text: 'closes 22:00' }); // 12:00 BST, opening minute
    expect(status('2026-06-01T20:59:00Z')).toEqual({ open: true, text: 'closes 22:00' });
  });

  it('after closing: Closed, opens tomorrow', () => {
    expect(status('2026-06-01T21:00:00Z')).toEqual({ open: false, text: 'opens 12:00' }); // 22:00 BST, closing minute
    expect(status('2026-06-05T22:30:00Z')).toEqual({ open: false, text: 'opens 11:00' }); // Fri 23:30 → Sat
  });

  it('names the weekday when the next opening is later than tomorrow', () => {
    expect(status('2026-12-24T19:00:00Z')).toEqual({ open: false, text: 'opens Sat 13:00' }); // Christmas Eve after 18:00
    expect(status('2026-12-25T12:00:00Z')).toEqual({ open: false, text: 'opens 13:00' }); // Christmas Day → Boxing Day
    const shutMonTue = hoursWith({ mondayOpen: 'closed', mondayClose: 'closed', tuesdayOpen: 'CLOSED', tuesdayClose: 'CLOSED' });
    expect(status('2026-06-07T21:30:00Z', shutMonTue, [])).toEqual({ open: false, text: 'opens Wed 12:00' });
  });

  it('names the date when the next opening is a week or more away', () => {
    const refurb = [
      { startDate: '2026-06-02', endDate: '2026-06-15', openTime: 'closed', closeTime: 'closed', clickCollectClose: 'closed' },
    ];
    expect(status('2026-06-01T21:30:00Z', BATH_HOURS, refurb)).toEqual({ open: false, text: 'opens 16 Jun 12:00' });
  });

  it('says closed when nothing opens within the look-ahead', () => {
    const shut = [{ startDate: '2026-01-01', endDate: '2027-12-31', openTime: 'closed', closeTime: 'closed', clickCollectClose: 'closed' }];
    expect(status('2026-06-01T12:00:00Z', BATH_HOURS, shut)).toEqual({ open: false, text: 'closed' });
  });

  it('a special date wins: closes early on Christmas Eve', () => {
    expect(status('2026-12-24T12:00:00Z')).toEqual({ open: true, text: 'closes 18:00' });
  });

  it('stays open past midnight until a 00:00 close, and reopens the next day', () => {
    expect(status('2026-12-31T23:59:00Z')).toEqual({ open: true, text: 'closes 00:00' });
    expect(status('2027-01-01T00:00:00Z')).toEqual({ open: false, text: 'opens 13:00' });
  });

  it('counts the previous day’s window when it runs past midnight', () => {
    const late = hoursWith({ saturdayClose: '01:30' });
    expect(status('2026-06-06T23:30:00Z', late, [])).toEqual({ open: true, text: 'closes 01:30' }); // Sun 00:30 BST
    expect(status('2026-06-07T00:29:00Z', late, [])).toEqual({ open: true, text: 'closes 01:30' });
    expect(status('2026-06-07T00:30:00Z', late, [])).toEqual({ open: false, text: 'opens 11:00' }); // Sun 01:30 BST
  });

  it('uses BST on 29 March 2026 (clocks forward at 01:00 GMT)', () => {
    expect(status('2026-03-29T10:30:00Z')).toEqual({ open: true, text: 'closes 22:00' }); // 11:30 BST
    expect(status('2026-03-29T09:30:00Z')).toEqual({ open: false, text: 'opens 11:00' }); // 10:30 BST
    expect(status('2026-03-29T21:00:00Z')).toEqual({ open: false, text: 'opens 12:00' }); // 22:00 BST → Monday
  });

  it('uses GMT on 25 October 2026 (clocks back at 01:00 GMT)', () => {
    expect(status('2026-10-25T10:30:00Z')).toEqual({ open: false, text: 'opens 11:00' }); // 10:30 GMT
    expect(status('2026-10-25T11:00:00Z')).toEqual({ open: true, text: 'closes 22:00' });
    expect(status('2026-10-25T21:59:00Z')).toEqual({ open: true, text: 'closes 22:00' });
  });

  it('past midnight across the autumn change: a 01:30 close is the first 01:30', () => {
    const late = hoursWith({ saturdayClose: '01:30' });
    expect(status('2026-10-25T00:15:00Z', late, [])).toEqual({ open: true, text: 'closes 01:30' }); // 01:15 BST
    expect(status('2026-10-25T00:45:00Z', late, [])).toEqual({ open: false, text: 'opens 11:00' }); // 01:45 BST
    expect(status('2026-10-25T01:15:00Z', late, [])).toEqual({ open: false, text: 'opens 11:00' }); // 01:15 GMT, the second time
  });

  it('past midnight across the spring change: a 01:30 close falls in the missing hour and ends at 02:30 BST', () => {
    const late = hoursWith({ saturdayClose: '01:30' });
    expect(status('2026-03-29T00:59:00Z', late, [])).toEqual({ open: true, text: 'closes 01:30' }); // 00:59 GMT
    expect(status('2026-03-29T01:29:00Z', late, [])).toEqual({ open: true, text: 'closes 01:30' }); // 02:29 BST
    expect(status('2026-03-29T01:30:00Z', late, [])).toEqual({ open: false, text: 'opens 11:00' });
  });
});

describe('clickCollectStatus (product.md §4: its own closing time)', () => {
  it('closes before the restaurant does', () => {
    expect(clickCollectStatus(BATH_HOURS, [], at('2026-06-01T19:30:00Z'))).toEqual({ open: true, text: 'closes 21:00' });
    expect(clickCollectStatus(BATH_HOURS, [], at('2026-06-01T20:30:00Z'))).toEqual({ open: false, text: 'opens 12:00' });
    expect(openingStatus(BATH_HOURS, [], at('2026-06-01T20:30:00Z'))).toEqual({ open: true, text: 'closes 22:00' });
  });

  it('follows special dates and skips days when only click and collect is closed', () => {
    expect(clickCollectStatus(BATH_HOURS, BATH_SPECIAL, at('2026-12-31T19:30:00Z'))).toEqual({ open: true, text: 'closes 20:00' });
    expect(clickCollectStatus(BATH_HOURS, BATH_SPECIAL, at('2026-12-31T20:30:00Z'))).toEqual({ open: false, text: 'opens 13:00' });
    const noCc = hoursWith({ tuesdayClickCollectClose: 'closed' });
    expect(clickCollectStatus(noCc, [], at('2026-06-01T20:30:00Z'))).toEqual({ open: false, text: 'opens Wed 12:00' });
  });
});

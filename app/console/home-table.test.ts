// The console home's search, sort and greeting (product.md D8 "Console UI").
import { describe, expect, it } from 'vitest';
import { filterRows, greetingAt, homeQueryOf, nextSort, sortRows, type HomeRow } from './home-table.ts';

const row = (title: string, city: string, figures: Partial<HomeRow> = {}): HomeRow => ({
  storeId: title.toLowerCase(),
  title,
  city,
  bookings: 0,
  covers: 0,
  requested: 0,
  newMessages: 0,
  canEditSettings: false,
  ...figures,
});

const rows = [
  row('Bath', 'Bath', { bookings: 4, covers: 10, requested: 1, newMessages: 2 }),
  row('Birmingham Brindley Place', 'Birmingham', { bookings: 9, covers: 30 }),
  row('Birmingham Arcadian Centre', 'Birmingham', { bookings: 4, covers: 12, newMessages: 5 }),
  row('São Vicente', 'Leeds', { bookings: 1, covers: 2 }),
];

describe('the restaurants search', () => {
  it('finds by name or city, case and accent blind, every word typed', () => {
    expect(filterRows(rows, 'birmingham').map((r) => r.title)).toEqual(['Birmingham Brindley Place', 'Birmingham Arcadian Centre']);
    expect(filterRows(rows, 'BIRMINGHAM arcad').map((r) => r.title)).toEqual(['Birmingham Arcadian Centre']);
    expect(filterRows(rows, 'sao').map((r) => r.title)).toEqual(['São Vicente']);
    expect(filterRows(rows, 'leeds').map((r) => r.title)).toEqual(['São Vicente']);
    expect(filterRows(rows, '  ')).toHaveLength(4);
    expect(filterRows(rows, 'atlantis')).toEqual([]);
  });
});

describe('the restaurants sort', () => {
  it('sorts a figure either way, equal figures by name A to Z', () => {
    expect(sortRows(rows, 'bookings', 'descending').map((r) => r.title)).toEqual([
      'Birmingham Brindley Place',
      'Bath',
      'Birmingham Arcadian Centre',
      'São Vicente',
    ]);
    expect(sortRows(rows, 'bookings', 'ascending').map((r) => r.title)).toEqual([
      'São Vicente',
      'Bath',
      'Birmingham Arcadian Centre',
      'Birmingham Brindley Place',
    ]);
    expect(sortRows(rows, 'newMessages', 'descending')[0]!.title).toBe('Birmingham Arcadian Centre');
    expect(sortRows(rows, 'title', 'descending')[0]!.title).toBe('São Vicente');
  });

  it('puts a column a role does not see (null) below every count', () => {
    const mixed = [row('A', 'x', { newMessages: null }), row('B', 'x', { newMessages: 0 })];
    expect(sortRows(mixed, 'newMessages', 'descending').map((r) => r.title)).toEqual(['B', 'A']);
  });

  it('sorts a figure largest first on the first click, a name A to Z, and turns round on the next', () => {
    expect(nextSort({ sort: 'title', dir: 'ascending' }, 'requested')).toEqual({ sort: 'requested', dir: 'descending' });
    expect(nextSort({ sort: 'requested', dir: 'descending' }, 'requested')).toEqual({ sort: 'requested', dir: 'ascending' });
    expect(nextSort({ sort: 'covers', dir: 'descending' }, 'city')).toEqual({ sort: 'city', dir: 'ascending' });
  });

  it('reads the GET query of the form without JavaScript, and ignores what it does not know', () => {
    expect(homeQueryOf(new URLSearchParams('q=+bath+&sort=covers&dir=descending'))).toEqual({
      q: 'bath',
      sort: 'covers',
      dir: 'descending',
    });
    expect(homeQueryOf(new URLSearchParams('sort=password&dir=up'))).toEqual({ q: '', sort: 'title', dir: 'ascending' });
    // A column's button: sorts by it, or turns its order round.
    expect(homeQueryOf(new URLSearchParams('q=&sort=title&dir=ascending&order=bookings'))).toMatchObject({
      sort: 'bookings',
      dir: 'descending',
    });
    expect(homeQueryOf(new URLSearchParams('sort=bookings&dir=descending&order=bookings'))).toMatchObject({
      sort: 'bookings',
      dir: 'ascending',
    });
  });
});

describe('the greeting', () => {
  it('says good morning until noon, good afternoon until six, then good evening', () => {
    expect(greetingAt(0)).toBe('Good morning');
    expect(greetingAt(11 * 60 + 59)).toBe('Good morning');
    expect(greetingAt(12 * 60)).toBe('Good afternoon');
    expect(greetingAt(17 * 60 + 59)).toBe('Good afternoon');
    expect(greetingAt(18 * 60)).toBe('Good evening');
  });
});

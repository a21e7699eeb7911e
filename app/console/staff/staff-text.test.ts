import { describe, expect, it } from 'vitest';
import { restaurantsText, staffAuditRows, staffHref } from './staff-text.ts';

const titles = new Map([
  ['1001', 'Casa Lumbre Basingstoke'],
  ['1002', 'Casa Lumbre Bath'],
  ['1023', 'Casa Lumbre Leeds'],
]);

describe('restaurantsText', () => {
  it('names a chain admin’s restaurants as all of them, whatever is stored', () => {
    expect(restaurantsText('chain-admin', [], titles)).toBe('All restaurants');
  });
  it('lists titles in the chain’s order, and an id the chain no longer has as it is', () => {
    expect(restaurantsText('manager', ['1023', '9999', '1002'], titles)).toBe('Casa Lumbre Bath, Casa Lumbre Leeds, 9999');
    expect(restaurantsText('host', [], titles)).toBe('None');
  });
});

describe('staffAuditRows', () => {
  it('words an account’s history: restaurants by title, roles by label, actions in plain words', () => {
    const rows = staffAuditRows(
      [
        {
          at: '2026-03-02T10:00:00.000Z',
          actor: 'Ann',
          action: 'added',
          before: null,
          after: { email: 'h@example.com', role: 'host', restaurants: ['1002'], disabled: false },
          reason: null,
        },
        {
          at: '2026-03-02T11:00:00.000Z',
          actor: 'Ann',
          action: 'changed',
          before: { role: 'host', restaurants: ['1002'] },
          after: { role: 'manager', restaurants: ['1002', '1023'] },
          reason: null,
        },
        {
          at: '2026-07-02T12:30:00.000Z',
          actor: 'Bob',
          action: 'disabled',
          before: { disabled: false },
          after: { disabled: true },
          reason: null,
        },
        { at: '2026-07-02T12:31:00.000Z', actor: 'Bob', action: 'link-sent', before: null, after: null, reason: null },
      ],
      titles,
    );
    expect(rows.map((r) => [r.when, r.who, r.what, r.changes])).toEqual([
      [
        '2 Mar 2026, 10:00',
        'Ann',
        'Account added',
        ['email: h@example.com', 'role: Host', 'restaurants: Casa Lumbre Bath', 'disabled: no'],
      ],
      [
        '2 Mar 2026, 11:00',
        'Ann',
        'Details changed',
        ['role: Host → Restaurant manager', 'restaurants: Casa Lumbre Bath → Casa Lumbre Bath, Casa Lumbre Leeds'],
      ],
      ['2 Jul 2026, 13:30', 'Bob', 'Account disabled', ['disabled: no → yes']],
      ['2 Jul 2026, 13:31', 'Bob', 'New password link sent', []],
    ]);
  });
  it('builds a member’s address from their id', () => {
    expect(staffHref('a1b2')).toBe('/console/staff/a1b2/');
  });
});

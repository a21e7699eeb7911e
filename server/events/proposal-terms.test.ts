// A proposal's terms from the builder's form (decision 078): the space from the setup, the studio's menus, the
// figures, and the dates checked against a pinned now.
import { describe, expect, it } from 'vitest';
import { parseExtras, proposalFormSchema, proposalRows, proposalTotals, type ProposalForm } from '../../contract/event-proposals.ts';
import { instantOf } from '../../contract/london-time.ts';
import { proposalHash } from './proposal-hash.ts';
import { proposalTerms, spaceOf } from './proposal-terms.ts';

const NOW = instantOf('2031-05-01', 10 * 60);
const SETUP = {
  areas: [
    { id: 'main', name: 'Main room' },
    { id: 'terrace', name: 'Terrace' },
  ],
  tables: [
    { id: 't1', areaId: 'main', minSeats: 2, maxSeats: 4 },
    { id: 't2', areaId: 'main', minSeats: 2, maxSeats: 6 },
    { id: 'p1', areaId: 'terrace', minSeats: 4, maxSeats: 10 },
  ],
};
const MENUS = [
  { id: 'set-a', name: 'Set menu A' },
  { id: 'vegan', name: 'Vegan feast' },
];
const known = { setup: SETUP, menus: MENUS, currency: 'GBP' as const, now: NOW };

const form = (over: Record<string, unknown> = {}): ProposalForm =>
  proposalFormSchema.parse({
    leadVersion: '1',
    date: '2031-06-12',
    from: '19:00',
    until: '23:30',
    covers: '30',
    space: 'area:terrace',
    tableIds: [],
    menus: ['set-a', 'vegan'],
    pricePerHead: '45',
    extras: 'Welcome drinks: 120\nDJ: 300.50',
    minimumSpend: '1500',
    deposit: '250',
    balanceDueDate: '2031-06-05',
    vatPercent: '20',
    conditions: 'Deposit refundable up to 14 days before.',
    holdUntilDate: '2031-05-08',
    holdUntilTime: '18:00',
    ...over,
  });

describe('proposal terms', () => {
  it("builds the terms from the form: the area's tables, the menus by name, pence, the hold in London time", () => {
    const built = proposalTerms(form(), known);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.terms).toMatchObject({
      date: '2031-06-12',
      startsAt: 19 * 60,
      endsAt: 23 * 60 + 30,
      covers: 30,
      space: { kind: 'area', areaId: 'terrace', tableIds: ['p1'], label: 'Terrace' },
      menus: [
        { slug: 'set-a', title: 'Set menu A' },
        { slug: 'vegan', title: 'Vegan feast' },
      ],
      pricePerHeadPence: 4500,
      extras: [
        { name: 'Welcome drinks', pricePence: 12000 },
        { name: 'DJ', pricePence: 30050 },
      ],
      minimumSpendPence: 150000,
      depositPence: 25000,
    });
    expect(built.holdExpiresAt).toEqual(instantOf('2031-05-08', 18 * 60));
  });

  it('reads a finish at or before the start as after midnight', () => {
    const built = proposalTerms(form({ from: '20:00', until: '01:00' }), known);
    expect(built.ok && built.terms.endsAt).toBe(25 * 60);
  });

  it('names the field of each mistake', () => {
    const fail = (over: Record<string, unknown>) => {
      const built = proposalTerms(form(over), known);
      return built.ok ? null : built.field;
    };
    expect(fail({ space: 'area:cellar' })).toBe('space');
    expect(fail({ space: 'tables', tableIds: ['t1', 'nope'] })).toBe('space');
    expect(fail({ space: 'tables', tableIds: [] })).toBe('space');
    expect(fail({ menus: ['lunch'] })).toBe('menus');
    expect(fail({ extras: 'Cake' })).toBe('extras');
    expect(fail({ balanceDueDate: '2031-06-13' })).toBe('balanceDueDate');
    expect(fail({ date: '2031-04-30', balanceDueDate: '2031-04-29' })).toBe('date');
    expect(fail({ holdUntilDate: '2031-04-30' })).toBe('holdUntilDate');
    expect(fail({ holdUntilDate: '2031-06-13' })).toBe('holdUntilDate');
    expect(fail({ date: '2031-02-30', balanceDueDate: '2031-02-01' })).toBe('date');
    expect(fail({ from: '19:00', until: '19:00' })).toBe('until');
  });

  it('offers the whole restaurant, an area, or the tables ticked', () => {
    expect(spaceOf(SETUP, 'restaurant', [])?.tableIds).toEqual(['t1', 't2', 'p1']);
    expect(spaceOf(SETUP, 'tables', ['t2', 't1'])).toEqual({
      kind: 'tables',
      areaId: null,
      tableIds: ['t1', 't2'],
      label: 'Tables t1, t2',
    });
    expect(spaceOf(SETUP, 'tables', ['t1', 't1'])?.tableIds).toEqual(['t1']);
    expect(spaceOf(SETUP, 'tables', ['t1', 'gone'])).toBeNull();
  });
});

describe('what a proposal comes to', () => {
  it('adds food and extras, takes the minimum spend when higher, and shows the VAT within it', () => {
    const t = {
      covers: 30,
      pricePerHeadPence: 4500,
      extras: [{ name: 'DJ', pricePence: 30000 }],
      minimumSpendPence: 0,
      depositPence: 25000,
      vatPercent: 20,
    };
    expect(proposalTotals(t)).toEqual({ food: 135000, extras: 30000, total: 165000, vat: 27500, balance: 140000 });
    expect(proposalTotals({ ...t, minimumSpendPence: 200000 }).total).toBe(200000);
    expect(proposalTotals({ ...t, depositPence: 999999 }).balance).toBe(0);
  });

  it('reads as rows the client, the manager and the e-mails share', () => {
    const built = proposalTerms(form(), known);
    if (!built.ok) throw new Error(built.message);
    const rows = Object.fromEntries(proposalRows(built.terms));
    expect(rows).toMatchObject({
      When: 'Thursday, 12 June 2031, 19:00 to 23:30',
      Guests: '30',
      Space: 'Terrace',
      Menus: 'Set menu A, Vegan feast',
      'Price per head': '£45.00',
      'Extra: Welcome drinks': '£120.00',
      'Minimum spend': '£1500.00',
      Total: '£1770.50',
      'VAT included at 20%': '£295.08',
      Deposit: '£250.00',
      Balance: '£1520.50, due by Thursday, 5 June 2031',
    });
  });

  it('parses extras one per line and names the first line that is not one', () => {
    expect(parseExtras('Cake: £40\n\n Flowers : 25.5 ')).toEqual({
      extras: [
        { name: 'Cake', pricePence: 4000 },
        { name: 'Flowers', pricePence: 2550 },
      ],
      badLine: null,
    });
    expect(parseExtras('Cake: forty').badLine).toBe('Cake: forty');
  });
});

describe('the acceptance hash', () => {
  it('is one text per terms whatever the key order, and changes with the version or any term', () => {
    const built = proposalTerms(form(), known);
    if (!built.ok) throw new Error(built.message);
    const t = built.terms;
    const reordered = Object.fromEntries(Object.entries(t).reverse()) as typeof t;
    expect(proposalHash(1, reordered)).toBe(proposalHash(1, t));
    expect(proposalHash(1, t)).toMatch(/^[0-9a-f]{64}$/);
    expect(proposalHash(2, t)).not.toBe(proposalHash(1, t));
    expect(proposalHash(1, { ...t, depositPence: t.depositPence + 1 })).not.toBe(proposalHash(1, t));
  });
});

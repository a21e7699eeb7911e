// Decision 081: the event leads' figures, shaped from their sums.
import { describe, expect, it } from 'vitest';
import { eventMonthFigures, leadFigures } from './lead-figures.ts';

describe('event lead figures', () => {
  it('gives every known source a row, zeros included, then any other source, then all together', () => {
    const rows = leadFigures({
      counts: [
        { source: 'group-enquiry', status: 'completed', count: 2 },
        { source: 'group-enquiry', status: 'lost', count: 1 },
        { source: 'partner', status: 'proposal-sent', count: 1 },
      ],
      answers: [{ source: null, answered: 3, medianMinutes: 42.5 }],
    });
    expect(rows.map((r) => [r.key, r.received, r.won])).toEqual([
      ['group-enquiry', 3, 2],
      ['event-request', 0, 0],
      ['partner', 1, 0],
      ['all', 4, 2],
    ]);
    expect(rows.map((r) => r.label)).toEqual(['Group enquiry', 'Event request', 'partner', 'All sources']);
    expect(rows[3]!.medianAnswerMinutes).toBe(42.5);
    expect(rows[0]!.medianAnswerMinutes).toBeNull();
  });

  it('leaves the leads still open out of the conversion, and has none when nothing was decided', () => {
    const [row] = leadFigures({
      counts: [
        { source: 'group-enquiry', status: 'new', count: 5 },
        { source: 'group-enquiry', status: 'deposit-paid', count: 1 },
        { source: 'group-enquiry', status: 'lost', count: 3 },
      ],
      answers: [],
    });
    expect(row!.conversion).toBe(0.25);
    expect(leadFigures({ counts: [{ source: 'group-enquiry', status: 'new', count: 1 }], answers: [] })[0]!.conversion).toBeNull();
  });

  it('lists every month the range touches, across a new year, the quiet ones as zeros', () => {
    const value = eventMonthFigures({ from: '2026-11-15', to: '2027-01-03' }, [{ month: '2027-01', events: 2, valuePence: 90_000 }]);
    expect(value.byMonth.map((m) => [m.label, m.events, m.valuePence])).toEqual([
      ['November 2026', 0, 0],
      ['December 2026', 0, 0],
      ['January 2027', 2, 90_000],
    ]);
    expect(value.totalPence).toBe(90_000);
  });
});

import { describe, expect, it } from 'vitest';
import { actionText, auditRows, changeLines, valueText } from './audit-format.ts';

describe('audit rows', () => {
  it('reads a status change as "status: requested → confirmed", in London time', () => {
    const [row] = auditRows([
      {
        at: '2026-07-01T18:42:00.000Z',
        actor: 'Sam (host)',
        action: 'status.confirm',
        before: { status: 'requested' },
        after: { status: 'confirmed' },
        reason: null,
      },
    ]);
    expect(row).toEqual({
      at: '2026-07-01T18:42:00.000Z',
      when: '1 Jul 2026, 19:42',
      who: 'Sam (host)',
      what: 'Confirm',
      changes: ['status: requested → confirmed'],
      reason: null,
    });
  });

  it('lists only what changed, with tables and empty values in words', () => {
    expect(changeLines({ time: '19:00', tableIds: ['R4'], adults: 2 }, { time: '19:30', tableIds: ['R5', 'R6'], adults: 2 })).toEqual([
      'time: 19:00 → 19:30',
      'tables: R4 → R5, R6',
    ]);
    expect(changeLines({ staffNote: null }, { staffNote: 'Window seat' })).toEqual(['staff note: — → Window seat']);
    expect(changeLines(null, { status: 'confirmed', override: true })).toEqual(['status: confirmed', 'override: yes']);
  });

  it('names lifecycle actions by their labels and other actions in words', () => {
    expect(actionText('cancel')).toBe('Cancel booking');
    expect(actionText('booking.move')).toBe('Moved');
    expect(actionText('reminder-answer')).toBe('Answered the reminder');
    expect(actionText('setup_import')).toBe('Setup import');
    expect(valueText([])).toBe('—');
  });
});

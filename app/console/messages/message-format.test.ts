import { describe, expect, it } from 'vitest';
import { fileKind, formatBytes, formatLondon } from './message-format.ts';

describe('formatLondon', () => {
  it('writes London wall-clock time, whatever the process zone', () => {
    expect(formatLondon('2026-12-18T14:05:00Z')).toBe('Fri 18 Dec 2026, 14:05');
    // British Summer Time: one hour ahead of UTC, and past midnight onto the next day.
    expect(formatLondon('2026-07-03T23:30:00Z')).toBe('Sat 4 Jul 2026, 00:30');
  });
});

describe('formatBytes and fileKind', () => {
  it('says sizes the way a person reads them', () => {
    expect([formatBytes(900), formatBytes(12_345), formatBytes(1_250_000)]).toEqual(['900 bytes', '12 KB', '1.2 MB']);
  });

  it('names common attachment types', () => {
    expect(fileKind('application/pdf')).toBe('PDF');
    expect(fileKind('image/jpeg')).toBe('JPEG');
    expect(fileKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('Word');
  });
});

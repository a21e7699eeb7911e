import { describe, expect, it } from 'vitest';
import { documentDetail } from './document-detail.ts';

// Wednesday 2 December 2026, noon in London.
const NOW = new Date('2026-12-02T12:00:00Z');
const popup = { id: 'p', heading: 'H', content: 'C', link: { label: 'Go', url: '/' } };

describe('the studio list’s word on the banner and popup (decision 064)', () => {
  it('says when each shows', () => {
    const doc = { banner: { id: 'b', text: 'T', ends: '2026-12-04T18:00' }, popup: { ...popup, starts: '2026-12-07T09:00' } };
    expect(documentDetail('settings', doc, NOW)).toBe('Banner live until 18:00 Friday; Popup starts 09:00 Monday');
  });
  it('says nothing with neither, nor of other documents', () => {
    expect(documentDetail('settings', { banner: null, popup: null }, NOW)).toBeNull();
    expect(documentDetail('page', { banner: { id: 'b', text: 'T' } }, NOW)).toBeNull();
  });
});

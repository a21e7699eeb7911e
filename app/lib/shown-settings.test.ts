import { describe, expect, it } from 'vitest';
import type { Settings } from '../../contract/content.ts';
import { shownSettings } from './shown-settings.ts';

const banner = { id: 'winter', text: 'Winter menu', starts: '2026-12-04T10:00', ends: '2026-12-04T18:00' };
const popup = { id: 'club', heading: 'Join', content: 'Hi', link: { label: 'Go', url: '/' }, ends: '2026-12-04T12:00' };
const settings = { site_name: 'S', banner, popup } as unknown as Settings;

describe('the settings the site shows at an instant (decision 064)', () => {
  it('leaves out a banner before its start and after its end, and a popup after its end', () => {
    expect(shownSettings(settings, new Date('2026-12-04T09:59:00Z'))).toMatchObject({ banner: null, popup });
    expect(shownSettings(settings, new Date('2026-12-04T12:00:00Z'))).toMatchObject({ banner, popup: null });
    expect(shownSettings(settings, new Date('2026-12-04T18:00:00Z'))).toMatchObject({ banner: null, popup: null });
  });
  it('keeps the rest of the settings', () => {
    expect(shownSettings(settings, new Date('2026-12-04T11:00:00Z'))).toEqual(settings);
  });
});

import { describe, expect, it } from 'vitest';
import { CONSOLE_SECTIONS, sectionOf, type ConsoleNavData } from './console-sections.ts';

const nobody: ConsoleNavData = {
  name: 'Ada',
  role: 'Manager',
  csrfToken: 't',
  diaryHref: '/console/diary/1002/',
  showDiary: false,
  showMessages: false,
  showEvents: false,
  showGuests: false,
  showStaff: false,
  showContent: false,
  showSegments: false,
  showPrivacy: false,
  showMail: false,
  reportsHref: null,
};

const links = (nav: ConsoleNavData) => CONSOLE_SECTIONS.flatMap((s) => (s.href(nav) ? [s.label] : []));

describe('the console sections', () => {
  it('shows a member no link their flags do not open, and every link in the bar’s order when all are open', () => {
    expect(links(nobody)).toEqual([]);
    expect(links({ ...nobody, showDiary: true })).toEqual(['Diary', 'Search']);
    const everyone = {
      ...nobody,
      showDiary: true,
      showMessages: true,
      showGuests: true,
      showStaff: true,
      showContent: true,
      showSegments: true,
      showPrivacy: true,
      showMail: true,
      reportsHref: '/console/reports/',
    };
    expect(links(everyone)).toEqual([
      'Diary',
      'Messages',
      'Search',
      'Guests',
      'Content',
      'Lists',
      'Data rights',
      'Reports',
      'Mail',
      'Staff',
    ]);
  });

  it('names the section an address belongs to', () => {
    expect(sectionOf('/console/bookings/abc/')).toBe('diary');
    expect(sectionOf('/console/retention/')).toBe('privacy');
    expect(sectionOf('/console/reports/1002/')).toBe('reports');
    expect(sectionOf('/console/')).toBeNull();
  });
});

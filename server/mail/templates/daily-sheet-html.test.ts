// Decision 027: the daily sheet stays one column: a heading per booking, in order.
import { describe, expect, it } from 'vitest';
import { dailySheetHtml, type DailySheetView } from './daily-sheet-html.tsx';
import { mailHtmlProblems, readMailHtml, textOf } from './read-mail-html.ts';

const view: DailySheetView = {
  subject: 'Tomorrow at Casa Lumbre Bath: 2 bookings, 6 covers.',
  heading: 'Casa Lumbre Bath: Tuesday, 6 April 2027',
  summary: '2 bookings, 6 covers.',
  entries: [
    { time: '12:30', name: 'Ana Silva', details: ['2 guests', 'R4', 'Confirmed', 'Lunch', ''], notes: '' },
    {
      time: '19:00',
      name: 'Bea <Jones>',
      details: ['4 guests', 'No table', 'Requested', 'Birthday', '07700 900123'],
      notes: 'Nut allergy / VIP',
    },
  ],
  diaryUrl: 'https://mesa.example/console/diary/1002/?date=2027-04-06',
  restaurant: { title: 'Casa Lumbre Bath', email: 'bath@casalumbre.example' },
};

describe('dailySheetHtml', () => {
  it('gives each booking its own heading, in time order, with its details and notes', () => {
    const html = dailySheetHtml(view);
    expect(mailHtmlProblems(html)).toEqual([]);
    const mail = readMailHtml(html);
    expect(mail.all('h2').map(textOf)).toEqual(['12:30 Ana Silva', '19:00 Bea <Jones>']);
    expect(mail.text).toContain('2 guests · R4 · Confirmed · Lunch');
    expect(mail.text).toContain('4 guests · No table · Requested · Birthday · 07700 900123');
    expect(mail.text).toContain('Notes: Nut allergy / VIP');
    expect(mail.links).toEqual([{ href: view.diaryUrl, text: 'Open the diary' }]);
  });

  it('says so when nobody has booked yet', () => {
    const mail = readMailHtml(dailySheetHtml({ ...view, summary: '0 bookings, 0 covers.', entries: [] }));
    expect(mail.all('h2')).toEqual([]);
    expect(mail.text).toContain('No bookings yet.');
  });
});

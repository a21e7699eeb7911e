// The About tab's hours as a screen reader meets them (product.md D7): a real
// table with row and column headers, today's row marked as the current date,
// special dates written out, and no click-and-collect column where there is none.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../../contract/content-constants.ts';
import type { SpecialHours, WeeklyHours } from '../../../contract/content.ts';
import { HoursTable } from './hours-table.tsx';

const WEEK = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`${d}Open`, '12:00'],
    [`${d}Close`, '22:00'],
    [`${d}ClickCollectClose`, '21:00'],
  ]),
) as WeeklyHours;
const CHRISTMAS_EVE: SpecialHours = {
  label: 'Christmas Eve',
  startDate: '2026-12-24',
  endDate: '2026-12-24',
  openTime: '11:00',
  closeTime: '18:00',
  clickCollectClose: 'closed',
};

const render = (today: string, clickCollect = true) =>
  renderToStaticMarkup(<HoursTable hours={WEEK} specialHours={[CHRISTMAS_EVE]} today={today} clickCollect={clickCollect} />);

describe('HoursTable', () => {
  it('heads its columns and its rows', () => {
    const html = render('2026-12-21');
    expect(html.match(/<th scope="col">/g)).toHaveLength(5); // Day, Open, Click & collect until; Date, Open
    expect(html.match(/<th scope="row">/g)).toHaveLength(8); // seven days and one special date
  });

  it('marks only today’s row, as the current date and with the word Today', () => {
    const html = render('2026-12-24'); // a Thursday, and Christmas Eve
    const current = html.match(/<tr[^>]*aria-current="date"[^>]*>.*?<\/tr>/g) ?? [];
    expect(current).toHaveLength(2);
    expect(current[0]).toContain('Thursday');
    expect(current[0]).toContain('Today');
    expect(current[1]).toContain('Christmas Eve');
    expect(render('2026-12-22').match(/aria-current/g)).toHaveLength(1); // Tuesday; Christmas Eve is not today
  });

  it('writes special dates the British way, with a machine-readable date', () => {
    expect(render('2026-12-01')).toContain('<time dateTime="2026-12-24">Thursday 24 December</time>');
  });

  it('leaves out the click-and-collect column for a restaurant without it', () => {
    const html = render('2026-12-01', false);
    expect(html).not.toContain('Click &amp; collect');
    expect(html.match(/<th scope="col">/g)).toHaveLength(4);
  });
});

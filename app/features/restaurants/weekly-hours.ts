// Presents the weekly hours and special dates of product.md §3 as rows a diner can
// read: days by name, dates the British way ("Thursday 24 December"), and the
// London date of the request marked as today (product.md D7).
import { WEEKDAYS, type Weekday } from '../../../contract/content-constants.ts';
import type { SpecialHours, WeeklyHours } from '../../../contract/content.ts';
import { daysBetween, isValidIsoDate, weekdayOf, type IsoDate } from '../../../contract/london-time.ts';
import { MONTHS } from '../../../contract/birthday.ts';

export interface HoursRow {
  day: Weekday;
  label: string;
  open: string | null;
  close: string | null;
  clickCollectClose: string | null;
  isToday: boolean;
}

export interface SpecialDateRow {
  key: string;
  label: string;
  /** The first day, YYYY-MM-DD, for a machine-readable <time>. */
  startDate: IsoDate;
  /** "Thursday 24 December", or "Thursday 24 December to Saturday 26 December". */
  dates: string;
  /** "Closed", or "11:00 – 18:00" (a close at 00:00 reads "midnight"). */
  hours: string;
  isToday: boolean;
}

const LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const time = (v: string) => (/^closed$/i.test(v) ? null : v);
// product.md §4: a close of 00:00 is midnight at the end of the day.
const closing = (v: string) => (v === '00:00' ? 'midnight' : v);

/** The weekday of a London date, or null when `today` is not a real date. */
function weekdayName(date: IsoDate | undefined): Weekday | null {
  return date && isValidIsoDate(date) ? WEEKDAYS[weekdayOf(date) - 1]! : null;
}

/** The week from Monday; `today` (the request's London date) marks its day. */
export function weeklyRows(hours: WeeklyHours, today?: IsoDate): HoursRow[] {
  const todayName = weekdayName(today);
  return WEEKDAYS.map((day) => {
    const open = time(hours[`${day}Open`]);
    const close = time(hours[`${day}Close`]);
    const isOpen = open !== null && close !== null;
    return {
      day,
      label: LABELS[day],
      open: isOpen ? open : null,
      close: isOpen ? closing(close) : null,
      clickCollectClose: isOpen ? time(hours[`${day}ClickCollectClose`]) : null,
      isToday: day === todayName,
    };
  });
}

/**
 * "Thursday 24 December": British order, no commas. The year is added only
 * when it is not `today`'s, so next January's dates are not mistaken for this one's.
 */
export function formatDayMonth(date: IsoDate, today?: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const text = `${LABELS[weekdayName(date)!]} ${day} ${MONTHS[month - 1]}`;
  return today && Number(today.slice(0, 4)) !== year ? `${text} ${year}` : text;
}

/** The special dates still to come (and today's), soonest first. */
export function specialDateRows(entries: readonly SpecialHours[], today: IsoDate): SpecialDateRow[] {
  return entries
    .filter((s) => isValidIsoDate(s.startDate) && isValidIsoDate(s.endDate) && daysBetween(today, s.endDate) >= 0)
    .sort((a, b) => daysBetween(b.startDate, a.startDate))
    .map((s) => {
      const open = time(s.openTime);
      const close = time(s.closeTime);
      return {
        key: `${s.startDate} ${s.label}`,
        label: s.label,
        startDate: s.startDate,
        dates:
          s.startDate === s.endDate
            ? formatDayMonth(s.startDate, today)
            : `${formatDayMonth(s.startDate, today)} to ${formatDayMonth(s.endDate, today)}`,
        hours: open && close ? `${open} – ${closing(close)}` : 'Closed',
        isToday: daysBetween(s.startDate, today) >= 0 && daysBetween(today, s.endDate) >= 0,
      };
    });
}

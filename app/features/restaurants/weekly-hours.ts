// Presents the weekly hours of SPEC §3 as rows a diner can read.
import { WEEKDAYS, type Weekday } from '../../../contract/content-constants.ts';
import type { WeeklyHours } from '../../../contract/content.ts';

export interface HoursRow {
  day: Weekday;
  label: string;
  open: string | null;
  close: string | null;
  clickCollectClose: string | null;
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

export function weeklyRows(hours: WeeklyHours): HoursRow[] {
  return WEEKDAYS.map((day) => {
    const open = time(hours[`${day}Open`]);
    const close = time(hours[`${day}Close`]);
    const isOpen = open !== null && close !== null;
    return {
      day,
      label: LABELS[day],
      open: isOpen ? open : null,
      close: isOpen ? (close === '00:00' ? 'midnight' : close) : null,
      clickCollectClose: isOpen ? time(hours[`${day}ClickCollectClose`]) : null,
    };
  });
}

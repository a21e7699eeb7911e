// A restaurant's opening hours (product.md §2 About tab): the week as a table with
// today's row marked, then the special dates to come. `today` is the London
// date of the request from the loader's clock, never the browser's: the page
// is cached and hydrated, and both must agree on which day is today.
import type { SpecialHours, WeeklyHours } from '../../../contract/content.ts';
import type { IsoDate } from '../../../contract/london-time.ts';
import { specialDateRows, weeklyRows } from './weekly-hours.ts';
import styles from './hours-table.module.css';

interface Props {
  hours: WeeklyHours;
  specialHours: readonly SpecialHours[];
  today: IsoDate;
  /** Shows the click-and-collect column; a restaurant without it would have a column of dashes. */
  clickCollect: boolean;
}

function TodayMark() {
  return <span className={styles.todayMark}>Today</span>;
}

export function HoursTable({ hours, specialHours, today, clickCollect }: Props) {
  const special = specialDateRows(specialHours, today);
  return (
    <>
      <table className={styles.table}>
        <caption className="visually-hidden">Weekly opening hours</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Open</th>
            {clickCollect && <th scope="col">Click &amp; collect until</th>}
          </tr>
        </thead>
        <tbody>
          {weeklyRows(hours, today).map((row) => (
            <tr key={row.day} className={row.isToday ? styles.today : undefined} aria-current={row.isToday ? 'date' : undefined}>
              <th scope="row">
                {row.label} {row.isToday && <TodayMark />}
              </th>
              <td className={styles.time}>{row.open ? `${row.open} – ${row.close}` : 'Closed'}</td>
              {clickCollect && <td>{row.clickCollectClose ?? 'Not available'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {special.length > 0 && (
        <>
          <h3 id="special-dates-heading" className={styles.specialHeading}>
            Special dates
          </h3>
          <table className={styles.table} aria-labelledby="special-dates-heading">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Open</th>
              </tr>
            </thead>
            <tbody>
              {special.map((s) => (
                <tr key={s.key} className={s.isToday ? styles.today : undefined} aria-current={s.isToday ? 'date' : undefined}>
                  <th scope="row">
                    <span className={styles.occasion}>{s.label}</span> {s.isToday && <TodayMark />}
                    <br />
                    <time dateTime={s.startDate}>{s.dates}</time>
                  </th>
                  <td className={styles.time}>{s.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}

// The yield rule on past weeks (decision 075): the weekday to look at, the requests an evening of it brings per
// hour, and each past day replayed on today's tables with every party and with the rule.
import { Form } from 'react-router';
import { formatLongDate } from '../../../contract/london-time.ts';
import consoleStyles from '../console.module.css';
import tableStyles from '../messages/messages.module.css';
import type { YieldPage } from './yield-page.server.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const one = (n: number) => n.toFixed(1);
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const hourLabel = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;

export function YieldWeeks({ page }: { page: YieldPage }) {
  const { restaurant, weekday, ruleOn, weeks } = page;
  const days = `${WEEKDAYS[weekday - 1]}s`;
  const total = (pick: (d: YieldPage['weeks']['days'][number]) => number) => weeks.days.reduce((sum, d) => sum + pick(d), 0);
  const gained = total((d) => d.withRule.covers) - total((d) => d.without.covers);
  return (
    <>
      <h1>The yield rule on past {days}</h1>
      <p>
        On a day whose requests point to more diners than seats, the rule turns away a small party at a time when its table would seat more
        of the parties still to come, learned from the same weekday of the last eight weeks. It is <strong>{ruleOn ? 'on' : 'off'}</strong>{' '}
        at {restaurant.title}; the settings page turns it on or off.
      </p>
      <Form method="get" className={consoleStyles.card}>
        <div className={consoleStyles.field}>
          <label htmlFor="yield-day">Weekday</label>
          <select id="yield-day" name="day" defaultValue={String(weekday)}>
            {WEEKDAYS.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Show</button>
      </Form>
      {weeks.pastDays < 2 ? (
        <p role="status">
          Mesa has diners’ requests for {weeks.pastDays === 0 ? 'no' : 'one'} past {WEEKDAYS[weekday - 1]} yet. The rule learns from at
          least two, so until then it stays idle on {days} and every party that fits is taken.
        </p>
      ) : (
        <>
          <h2>What an evening brings</h2>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1) */}
          <div className={tableStyles.tableWrap} role="region" aria-labelledby="yield-hours-caption" tabIndex={0}>
            <table className={tableStyles.table}>
              <caption id="yield-hours-caption">
                Requests a {WEEKDAYS[weekday - 1]} brings by the hour asked for, the mean of {weeks.pastDays} past {days}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Hour</th>
                  <th scope="col" className={tableStyles.number}>
                    Requests
                  </th>
                  <th scope="col" className={tableStyles.number}>
                    Covers
                  </th>
                </tr>
              </thead>
              <tbody>
                {weeks.hours.map((h) => (
                  <tr key={h.hour}>
                    <th scope="row">{hourLabel(h.hour)}</th>
                    <td className={tableStyles.number}>{one(h.requests)}</td>
                    <td className={tableStyles.number}>{one(h.covers)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>Each past {WEEKDAYS[weekday - 1]} replayed on today’s tables</h2>
          <p>
            Each day’s requests in the order they came, seated by the engine as it is now: once taking every party that fits, once with the
            rule as it would have been learned from the other days. In all, the rule {gained >= 0 ? 'gains' : 'loses'}{' '}
            <strong>{Math.abs(gained)} covers</strong> over {weeks.days.length} {weeks.days.length === 1 ? 'day' : 'days'}.
          </p>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1) */}
          <div className={tableStyles.tableWrap} role="region" aria-labelledby="yield-days-caption" tabIndex={0}>
            <table className={tableStyles.table}>
              <caption id="yield-days-caption">Covers seated on past {days}</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col" className={tableStyles.number}>
                    Requests
                  </th>
                  <th scope="col" className={tableStyles.number}>
                    Every party that fits
                  </th>
                  <th scope="col" className={tableStyles.number}>
                    With the rule
                  </th>
                  <th scope="col" className={tableStyles.number}>
                    Difference
                  </th>
                  <th scope="col">Rule</th>
                </tr>
              </thead>
              <tbody>
                {weeks.days.map((d) => (
                  <tr key={d.date}>
                    <th scope="row">
                      <time dateTime={d.date}>{formatLongDate(d.date)}</time>
                    </th>
                    <td className={tableStyles.number}>{d.requests}</td>
                    <td className={tableStyles.number}>{d.without.covers}</td>
                    <td className={tableStyles.number}>{d.withRule.covers}</td>
                    <td className={tableStyles.number}>{signed(d.withRule.covers - d.without.covers)}</td>
                    <td>{d.ruleOn ? 'On (a busy day)' : 'Off (not busy enough)'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

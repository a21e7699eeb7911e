// The day in numbers, below the bookings: each service period's bookings and
// covers, and the covers starting in each quarter hour (the kitchen's pacing),
// as small tables with their headers scoped. The slim bar above the grid has
// the day's totals.
import type { Diary } from '../../../contract/diary-shapes.ts';
import { formatHhmm } from '../../../contract/london-time.ts';
import { ScrollRegion } from './scroll-region.tsx';
import styles from './diary.module.css';

type DiaryTotalsProps = Pick<Diary, 'periods' | 'coversByQuarter'>;

export function DiaryTotals({ periods, coversByQuarter }: DiaryTotalsProps) {
  if (!periods.length && !coversByQuarter.length) return null;
  return (
    <section aria-labelledby="diary-totals" className={styles.section}>
      <h2 id="diary-totals">The day in numbers</h2>
      <div className={styles.tables}>
        {periods.length > 0 && (
          <table className={styles.table}>
            <caption>By service period</caption>
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col">Time</th>
                <th scope="col" className={styles.number}>
                  Bookings
                </th>
                <th scope="col" className={styles.number}>
                  Covers
                </th>
              </tr>
            </thead>
            <tbody>
              {periods.map((p) => (
                <tr key={`${p.name}-${p.from}`}>
                  <th scope="row">{p.name}</th>
                  <td>
                    {formatHhmm(p.from)}–{formatHhmm(p.to)}
                  </td>
                  <td className={styles.number}>{p.bookings}</td>
                  <td className={styles.number}>{p.covers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {coversByQuarter.length > 0 && (
          <ScrollRegion labelledBy="diary-quarters">
            <table className={styles.table}>
              <caption id="diary-quarters">Covers per quarter hour</caption>
              <thead>
                <tr>
                  <th scope="row">Starting at</th>
                  {coversByQuarter.map((q) => (
                    <th key={q.time} scope="col" className={styles.number}>
                      {q.time}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Covers</th>
                  {coversByQuarter.map((q) => (
                    <td key={q.time} className={styles.number}>
                      {q.covers}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </div>
    </section>
  );
}

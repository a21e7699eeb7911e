// The day's totals in one slim line above the grid (product.md D8): bookings,
// covers, requests waiting and each service period; the tables below the
// grid give the same by period and by quarter hour.
import type { Diary } from '../../../contract/diary-shapes.ts';
import { formatHhmm } from '../../../contract/london-time.ts';
import styles from './diary.module.css';

type DiarySummaryBarProps = Pick<Diary, 'totals' | 'periods'>;

export function DiarySummaryBar({ totals, periods }: DiarySummaryBarProps) {
  return (
    <section aria-labelledby="diary-summary" className={styles.summary}>
      <h2 id="diary-summary" className="visually-hidden">
        The day’s totals
      </h2>
      <dl className={styles.summaryBar}>
        <div>
          <dt>Bookings</dt>
          <dd>{totals.bookings}</dd>
        </div>
        <div>
          <dt>Covers</dt>
          <dd>{totals.covers}</dd>
        </div>
        <div>
          <dt>Requests waiting</dt>
          <dd>{totals.requested}</dd>
        </div>
        {periods.map((p) => (
          <div key={`${p.name}-${p.from}`}>
            <dt>
              {p.name} {formatHhmm(p.from)}–{formatHhmm(p.to)}
            </dt>
            <dd>
              {p.bookings} <span className={styles.unit}>{p.bookings === 1 ? 'booking' : 'bookings'}</span>, {p.covers}{' '}
              <span className={styles.unit}>{p.covers === 1 ? 'cover' : 'covers'}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

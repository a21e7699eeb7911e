// The diary page (product.md D8), the host stand's first screen: the
// restaurant and day with one compact toolbar, the day's totals in a slim bar,
// then the bookings as a grid (the default) or a list, switched in the URL
// without a reload or a jump; the day's numbers in detail come last. In the
// grid view the list is the printed day sheet: made in the browser once the
// page has loaded, not sent with the page; until then (or without JavaScript)
// the grid itself prints.
import { useMemo, useRef } from 'react';
import { Link, useNavigation } from 'react-router';
import type { DiaryPage } from './diary-page.server.ts';
import { unpackBookings } from './packed-bookings.ts';
import { diaryUrl, type DiaryView as View } from './console-urls.ts';
import { DiaryDayNav } from './diary-day-nav.tsx';
import { DiaryGrid } from './diary-grid.tsx';
import { DiaryList } from './diary-list.tsx';
import { DiarySummaryBar } from './diary-summary-bar.tsx';
import { DiaryTools } from './diary-tools.tsx';
import { DiaryTotals } from './diary-totals.tsx';
import { FormOutcome } from './form-outcome.tsx';
import { useLiveDiary } from './use-live-diary.ts';
import type { PageResult } from './page-result.ts';
import { useNow } from './use-now.ts';
import { useStickyResult } from './use-sticky-result.ts';
import { useAfterLoad } from './use-after-load.ts';
import { useRowFocus } from './use-row-focus.ts';
import { WALK_IN_INTENT } from './booking-form-values.ts';
import { WalkInForm } from './walk-in-form.tsx';
import styles from './diary.module.css';
import formStyles from './forms.module.css';

/** Decision 079: what "Optimise the day" did, after its redirect. */
const optimisedNotice = (moved: number | null) =>
  moved === null ? null : moved === 1 ? 'Optimise the day: 1 booking moved.' : `Optimise the day: ${moved} bookings moved.`;

interface DiaryViewProps extends DiaryPage {
  result: PageResult | undefined;
}

export function DiaryPageView(props: DiaryViewProps) {
  const { csrfToken, view, longDate, previousDate, nextDate, restaurants, created, optimised } = props;
  // Unpacked once per loading of the page (decision 076), so the live diary sees a new day only when one came.
  const loaded = useMemo(() => ({ ...props.diary, bookings: unpackBookings(props.bookings) }), [props.diary, props.bookings]);
  const { diary, announcement } = useLiveDiary(loaded);
  const result = useStickyResult(props.result, `${diary.storeId} ${diary.date}`);
  const now = useNow(diary.date, props.now);
  const busy = useNavigation().state !== 'idle';
  const printSheet = useAfterLoad();
  const walkInRefused = result?.intent === WALK_IN_INTENT && !!result.error;
  // A row's action keeps the focus on its row, and the page where it is (decision 063); a refusal takes the focus.
  const bookings = useRef<HTMLElement>(null);
  useRowFocus(bookings, !!result?.error);
  const rowKeepsFocus = result?.intent === 'status' && !result.error;
  const tab = (to: View, label: string) => (
    <li>
      <Link to={diaryUrl(diary.storeId, diary.date, to)} aria-current={view === to ? 'page' : undefined} preventScrollReset>
        {label}
      </Link>
    </li>
  );
  return (
    <div className={`${styles.page} ${styles.diaryPage}`}>
      <div className={styles.diaryHead}>
        <h1>
          {diary.restaurant.title}
          <span className={styles.subhead}>{longDate}</span>
        </h1>
        <nav aria-label="Diary views" className={styles.noPrint}>
          <ul className={styles.tabs}>
            {tab('grid', 'Grid')}
            {tab('list', 'List')}
          </ul>
        </nav>
      </div>
      <div className={`${styles.toolbarRow} ${styles.noPrint}`}>
        <DiaryDayNav
          storeId={diary.storeId}
          date={diary.date}
          previousDate={previousDate}
          nextDate={nextDate}
          view={view}
          restaurants={restaurants}
        />
        <DiaryTools storeId={diary.storeId} date={diary.date} />
        {/* Open again after a refusal, so its fields and their messages are in view. */}
        <details className={styles.walkIn} key={walkInRefused ? 'refused' : 'closed'} open={walkInRefused}>
          <summary>Seat a walk-in</summary>
          <WalkInForm tables={diary.tables} csrfToken={csrfToken} result={result} busy={busy} />
        </details>
      </div>
      {!diary.open && <p className={formStyles.hint}>The restaurant is closed on this day.</p>}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className={styles.noPrint}>
        <FormOutcome
          notice={result?.notice ?? (created ? `Booking ${created} added.` : optimisedNotice(optimised))}
          error={result?.error}
          answer={result ?? created ?? optimised}
          takeFocus={!rowKeepsFocus}
        />
      </div>
      <DiarySummaryBar totals={diary.totals} periods={diary.periods} />

      <section ref={bookings} aria-labelledby="diary-bookings" className={styles.bookingsSection}>
        <h2 id="diary-bookings" className="visually-hidden">
          Bookings
        </h2>
        {view === 'grid' && (
          <div className={printSheet ? styles.noPrint : undefined}>
            <DiaryGrid diary={diary} now={now} csrfToken={csrfToken} busy={busy} />
          </div>
        )}
        {view === 'list' && <DiaryList bookings={diary.bookings} csrfToken={csrfToken} busy={busy} />}
        {view === 'grid' && printSheet && (
          <div className={styles.printOnly}>
            <DiaryList bookings={diary.bookings} csrfToken={csrfToken} busy={busy} printOnly />
          </div>
        )}
      </section>
      <DiaryTotals periods={diary.periods} coversByQuarter={diary.coversByQuarter} />
    </div>
  );
}

// An accessible month grid (product.md §4 "Booking flow"): arrow keys move by day and week, Page
// Up/Down by month, Home/End to the week's ends, Enter or Space chooses.
// Past, closed and out-of-window days are greyed out and announced as
// unavailable with their reason, shown on hover and under the grid on focus.
// One component for the booking modal and the manage-booking page (decision 041).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, formatLongDate, weekdayOf } from '../../../contract/london-time.ts';
import styles from './date-picker.module.css';

interface Props {
  label: string;
  value: string | null;
  min: string;
  max: string;
  /** Why a day in the min–max range cannot be chosen (closed, fully booked…); null when it can. */
  unavailableReason: (date: string) => string | null;
  onChange: (date: string) => void;
  /** The month in view changed (its first day): the caller loads that month's availability. */
  onMonthChange?: (monthStart: string) => void;
}

/** Monday-first weekday index 0–6. */
const weekdayIndex = (date: string): number => weekdayOf(date) - 1;
const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const monthStart = (date: string) => `${date.slice(0, 8)}01`;
const monthLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
const addMonths = (date: string, n: number) => {
  const d = new Date(`${monthStart(date)}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
};

const PAST = 'This date has passed';
const BEYOND = 'Not open for booking yet';

export function DatePicker({ label, value, min, max, unavailableReason, onChange, onMonthChange }: Props) {
  const [focused, setFocused] = useState(value ?? min);
  // A value set from outside (the default date, once loaded) brings its month into view, unless the
  // diner has already moved through the months.
  const [navigated, setNavigated] = useState(false);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value && !navigated) setFocused(value);
  }
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const labelId = useId();
  const noteId = useId();
  const reasonFor = (d: string) => (d < min ? PAST : d > max ? BEYOND : unavailableReason(d));
  const focusedReason = reasonFor(focused);
  const first = monthStart(focused);
  const lead = weekdayIndex(first);
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = first; d.slice(0, 7) === first.slice(0, 7); d = addDays(d, 1)) days.push(d);
  while (days.length % 7) days.push(null);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));

  useEffect(() => {
    onMonthChange?.(first);
  }, [first, onMonthChange]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const clamp = (d: string) => (d < min ? min : d > max ? max : d);
  const move = (d: string) => {
    moved.current = true;
    setNavigated(true);
    setFocused(clamp(d));
  };
  const showMonth = (n: number) => {
    setNavigated(true);
    setFocused(clamp(addMonths(focused, n)));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
      Home: () => addDays(focused, -weekdayIndex(focused)),
      End: () => addDays(focused, 6 - weekdayIndex(focused)),
    };
    const step = steps[e.key];
    if (!step) return;
    e.preventDefault();
    move(step());
  };

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHead}>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => showMonth(-1)}
          disabled={monthStart(focused) <= monthStart(min)}
          aria-label="Previous month"
        >
          ‹
        </button>
        <p id={labelId} className={styles.month} aria-live="polite">
          {monthLabel(focused)}
        </p>
        <button
          type="button"
          className={styles.monthButton}
          onClick={() => showMonth(1)}
          disabled={monthStart(focused) >= monthStart(max)}
          aria-label="Next month"
        >
          ›
        </button>
      </div>
      <div
        ref={grid}
        role="grid"
        aria-label={`${label}, ${monthLabel(focused)}`}
        className={styles.grid}
        onKeyDown={onKeyDown}
        tabIndex={-1}
      >
        <div role="row" className={styles.row}>
          {WEEKDAY_NAMES.map((d) => (
            <span key={d} role="columnheader" className={styles.weekday}>
              {d}
            </span>
          ))}
        </div>
        {weeks.map((week, wi) => (
          <div key={wi} role="row" className={styles.row}>
            {week.map((d, i) => {
              if (!d) return <span key={i} role="gridcell" />;
              const reason = reasonFor(d);
              const unavailable = reason !== null;
              const selected = d === value;
              return (
                <span key={d} role="gridcell" aria-selected={selected}>
                  <button
                    type="button"
                    data-date={d}
                    tabIndex={d === focused ? 0 : -1}
                    aria-disabled={unavailable || undefined}
                    aria-pressed={selected}
                    aria-label={`${formatLongDate(d)}${unavailable ? `, unavailable: ${reason}` : ''}`}
                    title={reason ?? undefined}
                    className={styles.day}
                    onFocus={() => {
                      setNavigated(true);
                      setFocused(d);
                    }}
                    onClick={() => !unavailable && onChange(d)}
                  >
                    {Number(d.slice(8))}
                  </button>
                </span>
              );
            })}
          </div>
        ))}
      </div>
      {/* For sighted keyboard users: the focused day's aria-label already tells a screen reader. */}
      <p id={noteId} className={styles.note} aria-hidden="true">
        {focusedReason ? `${formatLongDate(focused)}: ${focusedReason}` : ''}
      </p>
    </div>
  );
}

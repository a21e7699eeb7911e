// The diary's other tools: find a booking, add one, the waitlist, "Optimise the day"
// (decision 079), print the day sheet and
// export a date range as CSV (a plain GET form: the browser downloads the file).
import { Form, Link } from 'react-router';
import { EXPORT_CSV_URL, newBookingUrl, optimiseUrl, SEARCH_URL, waitlistUrl } from './console-urls.ts';
import styles from './diary.module.css';
import formStyles from './forms.module.css';

interface DiaryToolsProps {
  storeId: string;
  date: string;
}

export function DiaryTools({ storeId, date }: DiaryToolsProps) {
  return (
    <div className={`${styles.toolbar} ${styles.noPrint}`}>
      <Form method="get" action={SEARCH_URL} className={styles.inlineForm} role="search">
        <div className={formStyles.field}>
          <label htmlFor="diary-search">Find a booking</label>
          <input id="diary-search" name="q" type="search" minLength={2} autoComplete="off" aria-describedby="diary-search-hint" />
          <p id="diary-search-hint" className="visually-hidden">
            By name, phone, e-mail or reference, on any date at this restaurant.
          </p>
        </div>
        <input type="hidden" name="storeId" value={storeId} />
        <button type="submit" className="button button--secondary">
          Search
        </button>
      </Form>
      <Link to={newBookingUrl(storeId, date)} className="button">
        Add booking
      </Link>
      <Link to={waitlistUrl(storeId, date)} className="button button--secondary">
        Waitlist
      </Link>
      <Link to={optimiseUrl(storeId, date)} className="button button--secondary">
        Optimise the day
      </Link>
      <button type="button" className="button button--secondary" onClick={() => window.print()}>
        Print day sheet
      </button>
      <details className={styles.export}>
        <summary>Export CSV</summary>
        <form method="get" action={EXPORT_CSV_URL} className={styles.inlineForm}>
          <input type="hidden" name="storeId" value={storeId} />
          <div className={formStyles.field}>
            <label htmlFor="export-from">From</label>
            <input id="export-from" name="from" type="date" defaultValue={date} key={`from-${date}`} required />
          </div>
          <div className={formStyles.field}>
            <label htmlFor="export-to">To</label>
            <input id="export-to" name="to" type="date" defaultValue={date} key={`to-${date}`} required />
          </div>
          <button type="submit" className="button button--secondary">
            Download CSV
          </button>
        </form>
      </details>
    </div>
  );
}

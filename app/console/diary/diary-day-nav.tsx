// Moving about the diary: the day before and after, a date picker, and the
// other restaurants the member works. All GET forms and links, so they work
// before the page's JavaScript has loaded; the switcher asks for a Go press
// rather than jumping on change (WCAG 3.2.2).
import { Form, Link } from 'react-router';
import { diaryUrl, type DiaryView } from './console-urls.ts';
import styles from './diary.module.css';
import formStyles from './forms.module.css';

interface DiaryDayNavProps {
  storeId: string;
  date: string;
  previousDate: string;
  nextDate: string;
  view: DiaryView;
  restaurants: { storeId: string; title: string; city: string }[];
}

export function DiaryDayNav({ storeId, date, previousDate, nextDate, view, restaurants }: DiaryDayNavProps) {
  return (
    <div className={`${styles.toolbar} ${styles.noPrint}`}>
      <nav aria-label="Days" className={styles.dayNav}>
        <Link to={diaryUrl(storeId, previousDate, view)} className="button button--secondary">
          <span aria-hidden="true">←</span> Previous<span className="visually-hidden"> day</span>
        </Link>
        <Link to={diaryUrl(storeId, nextDate, view)} className="button button--secondary">
          Next<span className="visually-hidden"> day</span> <span aria-hidden="true">→</span>
        </Link>
      </nav>
      <Form method="get" className={styles.inlineForm}>
        <div className={formStyles.field}>
          <label htmlFor="diary-date">Date</label>
          <input id="diary-date" name="date" type="date" defaultValue={date} key={date} required />
        </div>
        {view === 'list' && <input type="hidden" name="view" value="list" />}
        <button type="submit" className="button">
          Go<span className="visually-hidden"> to date</span>
        </button>
      </Form>
      {restaurants.length > 1 && (
        <Form method="get" className={styles.inlineForm}>
          <div className={formStyles.field}>
            <label htmlFor="diary-restaurant">Restaurant</label>
            <select id="diary-restaurant" name="restaurant" defaultValue={storeId} key={storeId}>
              {restaurants.map((r) => (
                <option key={r.storeId} value={r.storeId}>
                  {r.title} ({r.city})
                </option>
              ))}
            </select>
          </div>
          <input type="hidden" name="date" value={date} />
          {view === 'list' && <input type="hidden" name="view" value="list" />}
          <button type="submit" className="button">
            Go<span className="visually-hidden"> to restaurant</span>
          </button>
        </Form>
      )}
    </div>
  );
}

// The console home (product.md D8 "Console UI"): a greeting by name, then one
// row per restaurant the member works with today's bookings, covers, requests
// waiting and new messages, searchable by name or city and sortable by any
// column. Search and sort are a GET form, so they work before the page's
// JavaScript has loaded; once it has, the table filters as you type.
import { useId, useState } from 'react';
import { Form, Link } from 'react-router';
import { FIRST_ANSWER_WITHIN_HOURS } from '../../contract/event-leads.ts';
import { CsrfField } from './csrf-field.tsx';
import { filterRows, nextSort, sortRows, type HomeQuery, type HomeRow, type HomeSortKey } from './home-table.ts';
import { messagesHref } from './messages/messages-query.ts';
import styles from './console.module.css';
import home from './console-home.module.css';

interface ConsoleHomeViewProps {
  csrfToken: string;
  staff: { name: string; email: string; role: string };
  greeting: string;
  longDate: string;
  restaurants: HomeRow[];
  query: HomeQuery;
  showMessages: boolean;
  allNewMessages: number | null;
  /** Leads in the member's restaurants waiting longer than the set time for a first answer (decision 077); null: none worked. */
  waitingLeads?: number | null;
  manageStaff: boolean;
  /** Several restaurants' setups to edit (a chain admin, a manager of several): one download of them all. */
  exportAllSetups?: boolean;
}

/** "Messages" with its count of new ones in words, so a screen reader hears "3 new" and not a bare number. */
function MessagesLink({ to, label, count }: { to: string; label: string; count: number }) {
  return (
    <Link to={to}>
      {label}
      {count > 0 && <span className={styles.count}>{count} new</span>}
    </Link>
  );
}

const COLUMNS: { key: HomeSortKey; label: string; numeric: boolean }[] = [
  { key: 'title', label: 'Restaurant', numeric: false },
  { key: 'city', label: 'City', numeric: false },
  { key: 'bookings', label: 'Bookings', numeric: true },
  { key: 'covers', label: 'Covers', numeric: true },
  { key: 'requested', label: 'Requests waiting', numeric: true },
  { key: 'newMessages', label: 'New messages', numeric: true },
];

function RestaurantRow({ r, showMessages }: { r: HomeRow; showMessages: boolean }) {
  const diary = `/console/diary/${encodeURIComponent(r.storeId)}/`;
  return (
    <tr>
      <th scope="row">
        <Link to={diary}>{r.title}</Link>
      </th>
      <td>{r.city}</td>
      <td className={home.number}>{r.bookings}</td>
      <td className={home.number}>{r.covers}</td>
      <td className={home.number}>
        {r.requested > 0 ? (
          <Link to={diary} className={home.attention}>
            {r.requested}
            <span className="visually-hidden"> waiting at {r.title}</span>
          </Link>
        ) : (
          0
        )}
      </td>
      {showMessages && (
        <td className={home.number}>
          {r.newMessages === null ? (
            <span aria-label="Not in your role">–</span>
          ) : r.newMessages > 0 ? (
            <Link to={messagesHref({ storeId: r.storeId, status: 'new' })} className={home.attention}>
              {r.newMessages}
              <span className="visually-hidden"> new at {r.title}</span>
            </Link>
          ) : (
            <Link to={messagesHref({ storeId: r.storeId })}>
              0<span className="visually-hidden"> new at {r.title}</span>
            </Link>
          )}
        </td>
      )}
      <td>
        <ul className={home.more} aria-label={`More for ${r.title}`}>
          <li>
            <Link to={`${diary}new/`}>Add booking</Link>
          </li>
          {r.canEditSettings && (
            <li>
              <Link to={`/console/settings/${encodeURIComponent(r.storeId)}/`}>Settings</Link>
            </li>
          )}
          {r.canEditSettings && (
            <li>
              <Link to={`/console/setup/${encodeURIComponent(r.storeId)}/`}>Booking setup</Link>
            </li>
          )}
        </ul>
      </td>
    </tr>
  );
}

function RestaurantTable({ restaurants, query, showMessages }: Pick<ConsoleHomeViewProps, 'restaurants' | 'query' | 'showMessages'>) {
  const [q, setQ] = useState(query.q);
  const [order, setOrder] = useState({ sort: query.sort, dir: query.dir });
  const formId = useId();
  const searchId = useId();
  const rows = sortRows(filterRows(restaurants, q), order.sort, order.dir);
  const columns = COLUMNS.filter((c) => showMessages || c.key !== 'newMessages');
  // One restaurant needs no search: the form is still there (hidden) for the column buttons it sends.
  const searchable = restaurants.length > 1;
  return (
    <>
      <Form method="get" id={formId} role="search" className={home.search} hidden={!searchable} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={searchId}>Find a restaurant by name or city</label>
        <div className={home.searchRow}>
          <input
            id={searchId}
            name="q"
            type="search"
            value={q}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <input type="hidden" name="sort" value={order.sort} />
          <input type="hidden" name="dir" value={order.dir} />
          <button type="submit" className="button button--secondary">
            Search
          </button>
        </div>
      </Form>
      <p role="status" className={styles.hint}>
        {q.trim() ? `${rows.length} of ${restaurants.length} restaurants match “${q.trim()}”.` : ''}
      </p>
      <div className={home.tableWrap}>
        <table className={home.table}>
          <caption className="visually-hidden">Your restaurants today</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={order.sort === c.key ? order.dir : undefined}
                  className={c.numeric ? home.number : undefined}
                >
                  {/* Without JavaScript the button sends the form: the loader sorts by this column (?order=). */}
                  <button
                    type="submit"
                    form={formId}
                    name="order"
                    value={c.key}
                    className={home.sortButton}
                    onClick={(e) => {
                      e.preventDefault();
                      setOrder(nextSort(order, c.key));
                    }}
                  >
                    {c.label}
                    <span aria-hidden="true" className={home.arrow}>
                      {order.sort === c.key ? (order.dir === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              ))}
              <th scope="col">More</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <RestaurantRow key={r.storeId} r={r} showMessages={showMessages} />
            ))}
          </tbody>
        </table>
      </div>
      {!rows.length && <p>No restaurant matches “{q.trim()}”.</p>}
    </>
  );
}

export function ConsoleHomeView(props: ConsoleHomeViewProps) {
  const { csrfToken, staff, greeting, longDate, restaurants, allNewMessages, waitingLeads, manageStaff, exportAllSetups } = props;
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1>
        {greeting}, {staff.name}
      </h1>
      <p className={styles.who}>
        {longDate}. Signed in as {staff.email} ({staff.role}).
      </p>
      {allNewMessages !== null && (
        <p>
          <MessagesLink
            to={messagesHref({ status: allNewMessages > 0 ? 'new' : undefined })}
            label="All messages, head office’s included"
            count={allNewMessages}
          />
        </p>
      )}
      {waitingLeads ? (
        <p className={styles.notice}>
          <Link to="/console/events/?status=new">
            {waitingLeads === 1
              ? `1 group enquiry has waited more than ${FIRST_ANSWER_WITHIN_HOURS} hours for a first answer`
              : `${waitingLeads} group enquiries have waited more than ${FIRST_ANSWER_WITHIN_HOURS} hours for a first answer`}
          </Link>
        </p>
      ) : null}
      {manageStaff && (
        <p>
          <Link to="/console/staff/">Staff accounts: add, change and disable</Link>
        </p>
      )}
      {exportAllSetups && (
        <p>
          <a href="/console/setup/export/" download>
            Download every setup you manage (JSON)
          </a>
        </p>
      )}
      <h2 className={styles.sectionHeading}>Your restaurants today</h2>
      {restaurants.length ? (
        <RestaurantTable restaurants={restaurants} query={props.query} showMessages={props.showMessages} />
      ) : (
        <p>No restaurant is assigned to you yet. Please ask a chain admin.</p>
      )}
      <Form method="post" action="/console/sign-out/" className={styles.actions} style={{ marginTop: 'var(--space-8)' }}>
        <CsrfField token={csrfToken} />
        <button type="submit" className="button">
          Sign out
        </button>
        <button type="submit" name="intent" value="everywhere" className="button button--secondary">
          Sign out everywhere
        </button>
      </Form>
    </div>
  );
}

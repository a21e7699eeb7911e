// The console home (product.md D8): who is signed in, each restaurant they work
// with the ways in their role opens (diary, new booking, messages with the
// count of new ones, settings, booking setup), staff accounts for a chain admin, and the
// two ways to sign out.
import { Form, Link } from 'react-router';
import type { HomeRestaurant } from './console-home.server.ts';
import { CsrfField } from './csrf-field.tsx';
import { messagesHref } from './messages/messages-query.ts';
import styles from './console.module.css';

interface ConsoleHomeViewProps {
  csrfToken: string;
  staff: { name: string; email: string; role: string };
  restaurants: HomeRestaurant[];
  allNewMessages: number | null;
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

function RestaurantCard({ r }: { r: HomeRestaurant }) {
  return (
    <li className={styles.restaurant}>
      <h3>{r.title}</h3>
      <p className={styles.hint}>{r.city}</p>
      <ul className={styles.restaurantLinks} aria-label={r.title}>
        <li>
          <Link to={`/console/diary/${r.storeId}/`}>Diary</Link>
        </li>
        <li>
          <Link to={`/console/diary/${r.storeId}/new/`}>Add booking</Link>
        </li>
        {r.newMessages !== null && (
          <li>
            <MessagesLink
              to={messagesHref({ storeId: r.storeId, status: r.newMessages > 0 ? 'new' : undefined })}
              label="Messages"
              count={r.newMessages}
            />
          </li>
        )}
        {r.canEditSettings && (
          <li>
            <Link to={`/console/settings/${r.storeId}/`}>Settings</Link>
          </li>
        )}
        {r.canEditSettings && (
          <li>
            <Link to={`/console/setup/${r.storeId}/`}>Booking setup</Link>
          </li>
        )}
      </ul>
    </li>
  );
}

export function ConsoleHomeView({ csrfToken, staff, restaurants, allNewMessages, manageStaff, exportAllSetups }: ConsoleHomeViewProps) {
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1>Hello, {staff.name}</h1>
      <p className={styles.who}>
        Signed in as {staff.email} ({staff.role}).
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
      <h2 id="console-restaurants" className={styles.sectionHeading}>
        Your restaurants
      </h2>
      {restaurants.length ? (
        <ul className={styles.list} aria-labelledby="console-restaurants">
          {restaurants.map((r) => (
            <RestaurantCard key={r.storeId} r={r} />
          ))}
        </ul>
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

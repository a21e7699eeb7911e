// The search page (product.md D8): a GET form (the query stays in the address, so
// a result can be shared at the stand) and the bookings found, across dates.
import { Form, Link } from 'react-router';
import { bookingUrl } from './console-urls.ts';
import { guestName } from './booking-text.ts';
import type { SearchPage } from './search-page.server.ts';
import { ScrollRegion } from './scroll-region.tsx';
import { StatusBadge } from './status-badge.tsx';
import styles from './diary.module.css';
import formStyles from './forms.module.css';

export function SearchView({ q, storeId, restaurants, hits, hint }: SearchPage) {
  return (
    <div className={styles.page}>
      <h1>Find a booking</h1>
      <Form method="get" className={styles.toolbar} role="search" key={`${q} ${storeId}`}>
        <div className={formStyles.field}>
          <label htmlFor="search-q">Name, phone, e-mail or reference</label>
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={q}
            autoComplete="off"
            aria-invalid={hint ? true : undefined}
            aria-describedby={hint ? 'search-hint' : undefined}
          />
        </div>
        {restaurants.length > 1 && (
          <div className={formStyles.field}>
            <label htmlFor="search-restaurant">Restaurant</label>
            <select id="search-restaurant" name="storeId" defaultValue={storeId}>
              <option value="">All your restaurants</option>
              {restaurants.map((r) => (
                <option key={r.storeId} value={r.storeId}>
                  {r.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className="button">
          Search
        </button>
      </Form>
      {hint && (
        <p id="search-hint" className={formStyles.fieldError} role="alert">
          {hint}
        </p>
      )}
      {hits && <SearchResults q={q} hits={hits} />}
    </div>
  );
}

function SearchResults({ q, hits }: { q: string; hits: NonNullable<SearchPage['hits']> }) {
  return (
    <section aria-labelledby="search-results" className={styles.section}>
      {/* A heading keeps its role; the status around it says the count when a search comes back. */}
      <div role="status">
        <h2 id="search-results">
          {hits.length === 0
            ? `No bookings found for “${q}”`
            : `${hits.length} ${hits.length === 1 ? 'booking' : 'bookings'} found for “${q}”`}
        </h2>
      </div>
      {hits.length > 0 && (
        <ScrollRegion label="The bookings found, as a table">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Date</th>
                <th scope="col">Time</th>
                <th scope="col">Restaurant</th>
                <th scope="col">Reference</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {hits.map((hit) => (
                <tr key={hit.id}>
                  <th scope="row">
                    <Link to={bookingUrl(hit.id)}>{guestName(hit) || hit.reference}</Link>
                  </th>
                  <td>
                    <time dateTime={hit.date}>{hit.dateLabel}</time>
                  </td>
                  <td>{hit.time}</td>
                  <td>{hit.restaurantTitle}</td>
                  <td>{hit.reference}</td>
                  <td>
                    <StatusBadge status={hit.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

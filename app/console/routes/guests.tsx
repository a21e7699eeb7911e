// /console/guests/: find a guest (product.md D12 "Guest profiles"). A GET form, so it works without JavaScript.
import { Form, Link } from 'react-router';
import type { Route } from './+types/guests';
import { MAX_SEARCH_LENGTH } from '../../../contract/guests.ts';
import { loadGuestList } from '../guests/guest-list-page.server.ts';
import { GuestTags } from '../guests/guest-glance.tsx';
import { guestUrl } from '../guests/guest-urls.ts';
import consoleStyles from '../console.module.css';

export const loader = ({ context, request }: Route.LoaderArgs) => loadGuestList(context, request);

export const meta: Route.MetaFunction = () => [{ title: 'Guests · Restaurant console' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function Guests({ loaderData }: Route.ComponentProps) {
  const { query, error, guests, chainWide } = loaderData;
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <h1>Guests</h1>
      <p>{chainWide ? 'Every guest of the chain.' : 'Guests who have booked at your restaurants.'}</p>
      <Form method="get" role="search">
        <div className={consoleStyles.field}>
          <label htmlFor="guest-search">Name, e-mail or phone</label>
          <input
            id="guest-search"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={MAX_SEARCH_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'guest-search-error' : undefined}
          />
          {error && (
            <p id="guest-search-error" className={consoleStyles.fieldError}>
              {error}
            </p>
          )}
        </div>
        <button type="submit">Search</button>
      </Form>
      {guests.length ? (
        <table className={consoleStyles.dataTable}>
          <caption>{query ? `Guests matching “${query}”` : 'Guests, most recently changed first'}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Phone</th>
              <th scope="col">Tags</th>
            </tr>
          </thead>
          <tbody>
            {guests.map((g) => (
              <tr key={g.id}>
                <td>
                  <Link to={guestUrl(g.id)}>{g.name || g.emails[0] || g.id}</Link>
                </td>
                <td>{g.emails.join(', ')}</td>
                <td>{g.phone ?? ''}</td>
                <td>
                  <GuestTags tags={g.tags} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{query ? 'No guest matches that search.' : 'No guests yet.'}</p>
      )}
    </div>
  );
}

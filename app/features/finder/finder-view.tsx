// The finder (product.md §2 Locations): search, "use my location", an amenity
// filter, the results with distance and today's status, a map, and on phones
// an accordion list with a List/Map switch.
import { useEffect, useState } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { AMENITY_LABELS } from '../../../contract/content-constants.ts';
import { LazyMap } from '../maps/lazy-map.tsx';
import { ListMapLayout } from '../maps/list-map-layout.tsx';
import { Chevron } from './chevron.tsx';
import { finderHref } from './finder-href.ts';
import type { FinderData } from './finder-loader.server.ts';
import styles from './finder.module.css';

const FILTERABLE = [
  'wheelchair-access',
  'outdoor-seating',
  'dog-friendly',
  'parking',
  'bottomless-brunch',
  'click-and-collect',
  'private-dining',
  'live-music',
] as const;

export function FinderView({ data, action, tileUrl }: { data: FinderData; action: string; tileUrl: string }) {
  const navigate = useNavigate();
  const busy = useNavigation().state === 'loading';
  const [canLocate, setCanLocate] = useState(false);
  const [locating, setLocating] = useState<'idle' | 'asking' | 'denied'>('idle');
  // Geolocation exists only in the browser: the button works (and shows) after hydration.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- browser capability, known only after hydration
  useEffect(() => setCanLocate('geolocation' in navigator), []);
  // The accordion is for phones: on wider screens every result starts expanded.
  useEffect(() => {
    if (!window.matchMedia('(min-width: 768px)').matches) return;
    document.querySelectorAll<HTMLDetailsElement>('[data-finder-more]').forEach((d) => (d.open = true));
  }, [data.results]);

  const locate = () => {
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating('idle');
        const point = { lat: pos.coords.latitude.toFixed(5), lng: pos.coords.longitude.toFixed(5) };
        void navigate(finderHref(action, { q: '', point }));
      },
      () => setLocating('denied'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <div className={styles.finder}>
      <Form method="get" action={action} role="search" aria-label="Find a restaurant" className={styles.form}>
        <label htmlFor="finder-query" className={styles.label}>
          Town, city or postcode
        </label>
        <div className={styles.row}>
          <input
            id="finder-query"
            name="q"
            type="search"
            defaultValue={data.q}
            key={data.q}
            autoComplete="postal-code"
            className={styles.input}
          />
          <button type="submit" className="button">
            Search
          </button>
          {/* product.md D14: the button's place is kept from the first paint, so nothing moves when it appears after hydration. */}
          <button
            type="button"
            className={`button button--secondary ${canLocate ? '' : styles.notYet}`}
            onClick={locate}
            disabled={!canLocate || locating === 'asking'}
          >
            {locating === 'asking' ? 'Finding you…' : 'Use my location'}
          </button>
        </div>
        {/* Decision 029: a filter applied after "use my location" keeps the location (typed text still wins). */}
        {data.point && !data.q && (
          <>
            <input type="hidden" name="lat" value={data.point.lat} />
            <input type="hidden" name="lng" value={data.point.lng} />
          </>
        )}
        {locating === 'denied' && (
          <p className={styles.error}>We couldn&rsquo;t get your location. Please type a town or postcode instead.</p>
        )}
        <details className={styles.filter} open={data.amenities.length > 0}>
          <summary className={styles.disclosure}>
            Filter by facilities{data.amenities.length > 0 ? ` (${data.amenities.length})` : ''}
            <Chevron />
          </summary>
          {/* Keyed by the filter, so the boxes follow the URL after "Clear the filters" (they are uncontrolled). */}
          <fieldset key={data.amenities.join(' ')}>
            <legend className="visually-hidden">Only show restaurants with</legend>
            {FILTERABLE.map((a) => (
              <label key={a} className={styles.check}>
                <input type="checkbox" name="amenity" value={a} defaultChecked={data.amenities.includes(a)} />
                {AMENITY_LABELS[a]}
              </label>
            ))}
            <button type="submit" className="button button--secondary">
              Apply filter
            </button>
          </fieldset>
        </details>
      </Form>

      <div role="status" className={styles.summary} aria-busy={busy}>
        {data.error && <p className={styles.error}>{data.error}</p>}
        {data.searched && !data.error && (
          <p>
            {data.results.length > 0
              ? `${data.results.length} restaurant${data.results.length === 1 ? '' : 's'} near ${data.origin?.label ?? 'you'}, nearest first.`
              : data.message}
          </p>
        )}
      </div>
      {data.filteredOut && (
        <p className={styles.wayBack}>
          <Link to={finderHref(action, data)} className="button button--secondary">
            Clear the filters
          </Link>
        </p>
      )}

      {data.results.length > 0 && (
        <ListMapLayout
          id="finder-results"
          label="Show the restaurants found as"
          list={
            <ol className={styles.cards}>
              {data.results.map((r) => (
                <li key={r.slug} className={styles.card}>
                  <h2 className={styles.name}>
                    <Link to={`/restaurants/${r.slug}/`}>{r.title}</Link>
                  </h2>
                  <p className={styles.meta}>
                    <span className={styles.miles}>{r.milesValue.toFixed(1)} miles</span>{' '}
                    <span className={styles.status} data-open={r.status.open}>
                      {r.status.open ? 'Open' : 'Closed'} · {r.status.text}
                    </span>
                  </p>
                  <details className={styles.more} data-finder-more>
                    <summary className={styles.disclosure}>
                      Address, phone and facilities
                      <Chevron />
                    </summary>
                    <p>
                      {r.address.line1}, {r.address.town}, {r.address.postcode}
                      <br />
                      <a href={`tel:${r.phone.replace(/\s/g, '')}`}>{r.phone}</a>
                    </p>
                    {r.clickCollect && <p>Click &amp; collect: {r.clickCollect.text}</p>}
                    <p>{r.amenities.map((a) => AMENITY_LABELS[a]).join(' · ')}</p>
                  </details>
                  <p className={styles.actions}>
                    <Link to={`/restaurants/${r.slug}/`} className="button button--secondary" aria-label={`View ${r.title}`}>
                      View restaurant
                    </Link>
                    <Link to={`/book-now/?restaurant=${r.slug}`} className="button" aria-label={`Book a table at ${r.title}`}>
                      Book a table
                    </Link>
                  </p>
                </li>
              ))}
            </ol>
          }
          map={
            <LazyMap
              label="Map of the restaurants found"
              tileUrl={tileUrl}
              markers={data.results.map((r) => ({
                lat: r.lat,
                lng: r.lng,
                title: r.title,
                href: `/restaurants/${r.slug}/`,
                detail: `${r.milesValue.toFixed(1)} miles`,
              }))}
            />
          }
        />
      )}
    </div>
  );
}

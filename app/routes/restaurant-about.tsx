// The About tab of a restaurant page (product.md §2): booking entry (#booking),
// about, opening hours, contact, amenities, awards, social links, offers,
// click and collect and the takeaway block.
import { lazy, Suspense } from 'react';
import { BookingNotice } from '../features/restaurants/booking-notice.tsx';
import { Link, useRouteLoaderData } from 'react-router';
import type { loader as restaurantLoader } from './restaurant.tsx';
import { SocialIcon } from '../components/ui/social-icon.tsx';
import { AMENITY_LABELS } from '../../contract/content-constants.ts';
import { TakeawayBlock } from '../features/restaurants/takeaway-block.tsx';
import { LazyMap } from '../features/maps/lazy-map.tsx';
import { addressText, directionsUrl, mapUrl, telHref } from '../lib/restaurant-links.ts';
import { useRootData } from '../lib/root-data.ts';
import styles from '../features/restaurants/restaurant-page.module.css';
// The lazy parts' styles stay in the page's inline CSS, so their server HTML is styled at once.
import '../features/restaurants/hours-table.module.css';
import '../components/tiles/content-tile.module.css';

// Static HTML, below the fold or unseen (product.md D7): the hours table (with the London calendar it
// reads), the restaurant's tiles and its JSON-LD load after the first paint; the server's HTML for
// them shows at once and hydrates when their code arrives.
const HoursTable = lazy(() => import('../features/restaurants/hours-table.tsx').then((m) => ({ default: m.HoursTable })));
const ContentTile = lazy(() => import('../components/tiles/content-tile.tsx').then((m) => ({ default: m.ContentTile })));
const RestaurantStructuredData = lazy(() =>
  import('../features/restaurants/restaurant-structured-data.tsx').then((m) => ({ default: m.RestaurantStructuredData })),
);

export default function RestaurantAbout() {
  const data = useRouteLoaderData<typeof restaurantLoader>('routes/restaurant');
  const root = useRootData();
  if (!data || !root) return null;
  const { restaurant: r, offers } = data;
  const directions = directionsUrl(r);
  const mapLink = mapUrl(r);

  return (
    <div className="container">
      <Suspense>
        <RestaurantStructuredData restaurant={r} publicUrl={root.publicUrl} />
      </Suspense>
      <div className={styles.about}>
        <div>
          <section id="booking" className={styles.booking} aria-labelledby="booking-heading">
            <h2 id="booking-heading">Book a table</h2>
            <BookingNotice booking={data.booking} restaurant={r} bookNowText={root.settings.book_now_text} />
          </section>

          <section aria-labelledby="about-heading">
            <h2 id="about-heading">About {r.title}</h2>
            {r.about.split(/\n{2,}/).map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </section>

          {r.amenities.length > 0 && (
            <section aria-labelledby="amenities-heading">
              <h2 id="amenities-heading">Facilities</h2>
              <ul className={styles.list}>
                {r.amenities.map((a) => (
                  <li key={a} className={styles.pill}>
                    {AMENITY_LABELS[a]}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {r.awards.length > 0 && (
            <section aria-labelledby="awards-heading">
              <h2 id="awards-heading">Awards</h2>
              <ul>
                {r.awards.map((a) => (
                  <li key={a.name + a.year}>
                    <strong>{a.name}</strong>, {a.issuer} {a.year}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {offers.length > 0 && (
            <section aria-labelledby="offers-heading">
              <h2 id="offers-heading">Offers at {r.title}</h2>
              <ul className={styles.list}>
                {offers.map((o) => (
                  <li key={o.slug}>
                    <Link to={`/offer/${o.slug}/`} className="button button--secondary">
                      {o.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <TakeawayBlock restaurant={r} />
        </div>

        <div>
          <section className={styles.card} aria-labelledby="hours-heading">
            <h2 id="hours-heading">Opening hours</h2>
            <p className={styles.status} data-open={data.status.open}>
              {data.status.open ? 'Open now' : 'Closed now'} · {data.status.text}
            </p>
            {data.clickCollect && (
              <p>
                Click &amp; collect: {data.clickCollect.open ? 'ordering now' : 'not taking orders now'} · {data.clickCollect.text}
              </p>
            )}
            <Suspense>
              <HoursTable hours={r.hours} specialHours={r.specialHours} today={data.today} clickCollect={r.clickCollect.enabled} />
            </Suspense>
          </section>

          <section className={styles.card} aria-labelledby="contact-heading">
            <h2 id="contact-heading">Find us</h2>
            <LazyMap
              label={`Map showing ${r.title}`}
              tileUrl={root.mapTileUrl}
              markers={[{ lat: r.lat, lng: r.lng, title: r.title, href: mapLink, detail: `${r.address.line1}, ${r.address.postcode}` }]}
            />
            <dl className={styles.contact}>
              <dt>Address</dt>
              <dd>
                {addressText(r.address)}
                <br />
                <a href={mapLink} target="_blank" rel="noopener noreferrer">
                  View on a map
                </a>{' '}
                ·{' '}
                <a href={directions} target="_blank" rel="noopener noreferrer">
                  Get directions
                </a>
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(r.phone)}>{r.phone}</a>
              </dd>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${r.email}`}>{r.email}</a>
              </dd>
              <dt>what3words</dt>
              <dd>
                <a href={`https://what3words.com/${r.what3words}`} target="_blank" rel="noopener noreferrer">
                  ///{r.what3words}
                </a>
              </dd>
            </dl>
            {r.socials.length > 0 && (
              <ul className={styles.list} aria-label="Social links">
                {r.socials.map((s) => (
                  <li key={s.url}>
                    <a
                      href={s.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${r.title} on ${s.network}`}
                      className="button button--secondary"
                    >
                      <SocialIcon network={s.network} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
      <Suspense>
        {r.heroTiles.map((tile) => (
          <ContentTile key={tile.tileId} tile={tile} />
        ))}
      </Suspense>
    </div>
  );
}

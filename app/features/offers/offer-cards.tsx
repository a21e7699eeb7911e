// The offers tile list (SPEC §2): each offer's picture, title, validity and a
// link to its page.
import { Link, useLoaderData } from 'react-router';
import type { Offer } from '../../../contract/content.ts';
import { Carousel } from '../../components/ui/carousel.tsx';
import styles from './offer-page.module.css';

export type OfferCard = Pick<Offer, 'slug' | 'title' | 'validityText' | 'image'>;

function OfferCardBody({ o, headingLevel }: { o: OfferCard; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <img src={o.image.mobile} alt={o.image.alt} width={600} height={400} loading="lazy" />
      <Heading className={styles.cardTitle}>{o.title}</Heading>
      <p>{o.validityText}</p>
      <Link to={`/offer/${o.slug}/`} className="button" aria-label={`See the offer: ${o.title}`}>
        See the offer
      </Link>
    </>
  );
}

export function OfferCards({ offers, headingLevel = 3 }: { offers: OfferCard[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.tiles}>
      {offers.map((o) => (
        <li key={o.slug} className={styles.tile}>
          <OfferCardBody o={o} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** The offers-list form type: the offers the page's loader gathered (app/lib/page-loader.server.ts). */
export function OffersListTile() {
  const data = useLoaderData<{ offers?: OfferCard[] } | null>();
  const offers = data?.offers ?? [];
  if (!offers.length) return <p>There are no offers running just now. Check back soon!</p>;
  return (
    <Carousel
      label="Current offers"
      items={offers.map((o) => ({
        key: o.slug,
        node: (
          <div className={styles.tile}>
            <OfferCardBody o={o} headingLevel={3} />
          </div>
        ),
      }))}
    />
  );
}

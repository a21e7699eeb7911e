// The offers tile list (product.md §2): each offer's picture, title, validity and a
// link to its page, as a grid or a carousel.
import { Link, useLoaderData } from 'react-router';
import type { Offer } from '../../../contract/content.ts';
import { Carousel } from '../../components/ui/carousel.tsx';
import { ResponsivePicture } from '../../components/ui/responsive-picture.tsx';
import styles from './offer-page.module.css';

export type OfferCard = Pick<Offer, 'slug' | 'title' | 'validityText' | 'image'>;

// A card is one column of the grid (at least 18.75rem) or one carousel slide: a phone's width, a few
// hundred pixels beside others from the tablet up.
const CARD_IMAGE_SIZES = '(min-width: 768px) 24rem, 100vw';

function OfferCardBody({ o, headingLevel }: { o: OfferCard; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <ResponsivePicture image={o.image} sizes={CARD_IMAGE_SIZES} className={styles.cardPicture} />
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

// The offers page (product.md §2 /offers/, a content page) shows every offer at once; elsewhere, as on
// the home page, the same tile is a preview carousel (product.md D7).
const OFFERS_PAGE_ID = 'offers';

/** The offers-list form type: the offers the page's loader gathered (app/lib/page-loader.server.ts). */
export function OffersListTile() {
  const data = useLoaderData<{ page?: { id: string }; offers?: OfferCard[] } | null>();
  const offers = data?.offers ?? [];
  if (!offers.length) return <p>There are no offers running just now. Check back soon!</p>;
  if (data?.page?.id === OFFERS_PAGE_ID) return <OfferCards offers={offers} />;
  return (
    <div className={styles.carousel}>
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
    </div>
  );
}

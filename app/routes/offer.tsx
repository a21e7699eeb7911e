// product.md §2 /offer/{id?}/: an offer, looked up by slug or id (product.md §3), with its
// header, code entry (e-mail and terms), the voucher-generated message and
// the success button; without an id, the offers tile list. product.md §4: a missing
// offer is a 404 with "This offer could not be found".
import { lazy, Suspense } from 'react';
import { ResponsivePicture } from '../components/ui/responsive-picture.tsx';
import { data } from 'react-router';
import type { Route } from './+types/offer';
import { pageMeta } from '../lib/route-meta.ts';
import { RichText } from '../lib/rich-text.tsx';
import { OfferCards } from '../features/offers/offer-cards.tsx';
import styles from '../features/offers/offer-page.module.css';
import formStyles from '../features/forms/forms.module.css';

// The form and its schemas (zod) load after the first paint (product.md D7): its server HTML shows at
// once, styled by the form styles above, and its submit button waits for its code.
const VoucherForm = lazy(() => import('../features/offers/voucher-form.tsx').then((m) => ({ default: m.VoucherForm })));

export async function loader({ context, params }: Route.LoaderArgs) {
  const { content } = context.services;
  if (!params.id) return { offer: null, offers: await content.offers() };
  const id = params.id.toLowerCase();
  const offer = (await content.offerBySlug(id)) ?? (await content.offerById(id));
  if (!offer) throw data('This offer could not be found', { status: 404 });
  return { offer, offers: [] };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.data?.offer
      ? { title: args.data.offer.title, description: args.data.offer.description, tiles: [] }
      : { title: 'Offers', description: 'Our current offers.', tiles: [] },
  );

export default function OfferPage({ loaderData }: Route.ComponentProps) {
  const { offer, offers } = loaderData;
  if (!offer) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Offers</h1>
        <OfferCards offers={offers} headingLevel={2} />
      </div>
    );
  }
  return (
    <article className={`container ${styles.page}`}>
      {/* product.md D14: from 992px the picture sits beside the words, so the form starts in the first screen. */}
      <div className={styles.lead}>
        <div className={styles.picture}>
          <ResponsivePicture image={offer.image} sizes="(min-width: 992px) 420px, (min-width: 800px) 760px, 100vw" priority />
        </div>
        <div className={styles.intro}>
          <header>
            <h1>{offer.title}</h1>
            <p className={styles.validity}>{offer.validityText}</p>
          </header>
          <RichText html={offer.description} />
          <section aria-labelledby="code-heading" className={`${formStyles.card} ${styles.voucher}`}>
            <h2 id="code-heading">Get your code</h2>
            <Suspense>
              <VoucherForm offer={offer} termsId="terms" target={{ route: 'offerCode', offerId: offer.id }} />
            </Suspense>
          </section>
        </div>
      </div>
      <section id="terms" aria-labelledby="terms-heading" className={styles.terms}>
        <h2 id="terms-heading">Terms and conditions</h2>
        <RichText html={offer.termAndConditions} />
      </section>
    </article>
  );
}

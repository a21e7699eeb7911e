// product.md §2 /referral/: the friend's landing page. With the ?code= of their
// invitation they claim the referral voucher, e-mailed to them.
import type { Route } from './+types/referral';
import { loadContentPage } from '../lib/page-loader.server.ts';
import { pageMeta } from '../lib/route-meta.ts';
import { ContentPageView } from '../components/content/content-page-view.tsx';
import { ContentTile } from '../components/tiles/content-tile.tsx';
import { loadInvitation } from '../features/customers/customer-loader.server.ts';
import { VoucherForm } from '../features/offers/voucher-form.tsx';
import formStyles from '../features/forms/forms.module.css';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, claim] = await Promise.all([loadContentPage(context, 'referral'), loadInvitation(context, request)]);
  return { ...page, claim };
}
export const meta: Route.MetaFunction = (args) => [...pageMeta(args, args.data?.page), { name: 'robots', content: 'noindex' }];

const REFERRAL_OFFER = {
  title: '£10 off your first visit',
  successButtonText: 'Book a table',
  successButtonUrl: '/book-now/',
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, claim } = loaderData;
  return (
    <>
      <ContentPageView page={{ ...page, tiles: page.tiles.slice(0, 1) }} />
      {claim && (
        <section className="container" aria-labelledby="claim-heading" style={{ maxWidth: 860 }}>
          <div className={formStyles.card}>
            {claim.invitation ? (
              <>
                <h2 id="claim-heading">{claim.invitation.referrerName} sent you £10 off</h2>
                <p>
                  Enter your e-mail address and we will send you a voucher for £10 off a food bill of £30 or more, dine in, within 60 days.
                  Not with other offers.
                </p>
                <VoucherForm offer={REFERRAL_OFFER} termsId="referral-terms" target={{ route: 'referralClaim', token: claim.token }} />
                <p id="referral-terms" className={formStyles.notice}>
                  One voucher per invitation, for new club members. Full details are in our{' '}
                  <a href="/terms-and-conditions/">terms and conditions</a>.
                </p>
              </>
            ) : (
              <>
                <h2 id="claim-heading">This invitation has already been used</h2>
                <p>This invitation link is not valid or has already been used. You can still join the club for a free cocktail.</p>
              </>
            )}
          </div>
        </section>
      )}
      {page.tiles.slice(1).map((tile) => (
        <ContentTile key={tile.tileId} tile={tile} />
      ))}
    </>
  );
}

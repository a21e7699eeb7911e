// /console/guests/:guestId/: one guest's profile and its forms (product.md D12 "Guest profiles").
import type { Route } from './+types/guest';
import { guestProfileAction, loadGuestProfile } from '../guests/guest-profile-page.server.ts';
import { GuestProfileView } from '../guests/guest-profile-view.tsx';
import type { GuestFormResult } from '../guests/guest-form-result.ts';

export const loader = ({ context, request, params }: Route.LoaderArgs) => loadGuestProfile(context, request, params.guestId);

export const action = ({ context, request, params }: Route.ActionArgs) => guestProfileAction(context, request, params.guestId);

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.profile.name || 'Guest'} · Guests · Restaurant console` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Guest({ loaderData, actionData }: Route.ComponentProps) {
  return <GuestProfileView {...loaderData} result={actionData as GuestFormResult | undefined} />;
}

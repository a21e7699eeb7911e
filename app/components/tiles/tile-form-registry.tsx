// product.md §3 formType → the component rendered inside a tile. Features register
// their form here as they land; a tile whose form is not registered renders
// its heading, text and links without a form. Every kind loads lazily (decision
// 024), so a page downloads only the kinds it shows: the server renders the
// tile whole, the browser shows that HTML at once and hydrates the tile when
// its code arrives, after the page's first paint.
import { lazy, Suspense, type ComponentType } from 'react';
import type { FORM_TYPES } from '../../../contract/content.ts';
import { BookingTile } from './booking-tile.tsx';
// Used here (not only inside the lazy forms and tiles) so their styles ship with the page, inline
// in its head (decision 028), and a server-rendered tile is styled before its script loads.
import formStyles from '../../features/forms/forms.module.css';
import './restaurant-finder-tile.module.css';
import '../../features/finder/finder.module.css';
import '../../features/maps/lazy-map.module.css';
import '../../features/maps/list-map-layout.module.css';
import '../../features/offers/offer-page.module.css';
import '../ui/carousel.module.css';
import './click-collect-tile.module.css';

export type FormType = (typeof FORM_TYPES)[number];

const forms = () => import('../../features/forms/form-tiles.tsx');

const REGISTRY: Partial<Record<FormType, ComponentType>> = {
  'restaurant-finder': lazy(() => import('./restaurant-finder-tile.tsx').then((m) => ({ default: m.RestaurantFinderTile }))),
  'offers-list': lazy(() => import('../../features/offers/offer-cards.tsx').then((m) => ({ default: m.OffersListTile }))),
  'click-and-collect': lazy(() => import('./click-collect-tile.tsx').then((m) => ({ default: m.ClickCollectTile }))),
  booking: BookingTile,
  contact: lazy(() => forms().then((m) => ({ default: m.ContactTile }))),
  'group-booking': lazy(() => forms().then((m) => ({ default: m.GroupBookingTile }))),
  'sign-up': lazy(() => forms().then((m) => ({ default: m.SignUpTile }))),
  partner: lazy(() => forms().then((m) => ({ default: m.PartnerTile }))),
};

export function TileForm({ formType }: { formType: FormType }) {
  const Form = REGISTRY[formType];
  return Form ? (
    <Suspense fallback={<div className={formStyles.placeholder} />}>
      <Form />
    </Suspense>
  ) : null;
}

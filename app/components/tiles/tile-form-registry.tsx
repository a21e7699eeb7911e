// SPEC §3 formType → the component rendered inside a tile. Features register
// their form here as they land; a tile whose form is not registered renders
// its heading, text and links without a form. Forms load lazily, so a page
// without one never downloads them.
import { lazy, Suspense, type ComponentType } from 'react';
import type { FORM_TYPES } from '../../../contract/content.ts';
import { OffersListTile } from '../../features/offers/offer-cards.tsx';
import { RestaurantFinderTile } from './restaurant-finder-tile.tsx';
import { ClickCollectTile } from './click-collect-tile.tsx';
import { BookingTile } from './booking-tile.tsx';
// Used here (not only inside the lazy forms) so the forms' styles ship with the page, and a
// server-rendered form is styled before its script loads.
import formStyles from '../../features/forms/forms.module.css';

export type FormType = (typeof FORM_TYPES)[number];

const forms = () => import('../../features/forms/form-tiles.tsx');

const REGISTRY: Partial<Record<FormType, ComponentType>> = {
  'restaurant-finder': RestaurantFinderTile,
  'offers-list': OffersListTile,
  'click-and-collect': ClickCollectTile,
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

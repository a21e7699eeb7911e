// SPEC §3 formType → the component rendered inside a tile. Features register
// their form here as they land; a tile whose form is not registered renders
// its heading, text and links without a form.
import type { ComponentType } from 'react';
import type { FORM_TYPES } from '../../../contract/content.ts';
import { RestaurantFinderTile } from './restaurant-finder-tile.tsx';

export type FormType = (typeof FORM_TYPES)[number];

const REGISTRY: Partial<Record<FormType, ComponentType>> = {
  'restaurant-finder': RestaurantFinderTile,
};

export function TileForm({ formType }: { formType: FormType }) {
  const Form = REGISTRY[formType];
  return Form ? <Form /> : null;
}

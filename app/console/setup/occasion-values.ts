// What the occasions form shows for an occasion (product.md D8), by the row's field
// names: the page's defaults, and the values the form sends back unchanged.
// A new occasion starts on every day, for 1 to the online maximum, with every
// menu and area (exclusive of none).
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { windowTimes } from './time-windows.ts';

export type Occasion = BookingSetup['occasions'][number];
export type RowValues = Record<string, string | string[]>;

export function occasionValues(o: Occasion | undefined, doc: BookingSetup): RowValues {
  const values: RowValues = {
    id: o?.id ?? '',
    name: o?.name ?? '',
    minimumCovers: String(o?.minimumCovers ?? 1),
    maximumCovers: String(o?.maximumCovers ?? doc.config.maxOnlineCovers),
    days: (o?.days ?? [1, 2, 3, 4, 5, 6, 7]).map(String),
    'dateRange.from': o?.dateRange?.from ?? '',
    'dateRange.to': o?.dateRange?.to ?? '',
    acceptsEnquiries: o?.acceptsEnquiries ? ['on'] : [],
    enquiryAboveCovers: o?.enquiryAboveCovers === undefined ? '' : String(o.enquiryAboveCovers),
    'menuLinkGroup.type': o?.menuLinkGroup.type ?? 'exclusive',
    'menuLinkGroup.links': (o?.menuLinkGroup.links ?? []).map((l) => l.id),
    'areaLinkGroup.type': o?.areaLinkGroup.type ?? 'exclusive',
    'areaLinkGroup.links': (o?.areaLinkGroup.links ?? []).map((l) => l.id),
  };
  (o?.timeWindows ?? []).forEach((w, j) => {
    const { from, to } = windowTimes(w);
    values[`timeWindows.${j}.from`] = from;
    values[`timeWindows.${j}.to`] = to;
  });
  return values;
}

/** How many window rows an occasion's fieldset shows: its windows and one empty row to add another. */
export const windowRows = (o: Occasion | undefined) => (o?.timeWindows.length ?? 0) + 1;

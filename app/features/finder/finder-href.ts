// The finder's URLs: a search (text or coordinates) with or without facility
// filters. Decision 029: filtering after "use my location" lost the location; the
// filter form and the "clear the filters" link both keep the search.

export interface FinderSearch {
  q: string;
  point?: { lat: string; lng: string } | null;
}

/** `action` with the search kept and exactly these facilities: "/restaurants/?lat=53.48&lng=-2.24&amenity=parking". */
export function finderHref(action: string, search: FinderSearch, amenities: readonly string[] = []): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  else if (search.point) {
    params.set('lat', search.point.lat);
    params.set('lng', search.point.lng);
  }
  for (const a of amenities) params.append('amenity', a);
  const query = params.toString();
  return query ? `${action}?${query}` : action;
}

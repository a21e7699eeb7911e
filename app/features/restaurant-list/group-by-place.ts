// The A–Z of /restaurants/ (product.md D7): grouped by the name diners know a
// restaurant by — its title without the chain's brand, "Elveden Forest" or
// "Lakeside" — not by its postal town (Brandon, Grays), alphabetically.

export interface PlaceGroup<T> {
  letter: string;
  restaurants: (T & { place: string })[];
}

/** The words every title starts with ("Casa Lumbre "); empty for a single restaurant or no shared words. */
export function brandPrefix(titles: readonly string[]): string {
  if (titles.length < 2) return '';
  const words = titles.map((t) => t.trim().split(/\s+/));
  const first = words[0] ?? [];
  let n = 0;
  while (n < first.length - 1 && words.every((w) => w.length > n + 1 && w[n] === first[n])) n++;
  return n ? first.slice(0, n).join(' ') + ' ' : '';
}

const letterOf = (place: string) => {
  const c = place.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /[A-Z]/.test(c) ? c : '#';
};

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/** The restaurants under the first letter of their place name, letters and names in alphabetical order. */
export function groupByPlace<T extends { title: string }>(restaurants: readonly T[]): PlaceGroup<T>[] {
  const prefix = brandPrefix(restaurants.map((r) => r.title));
  const named = restaurants
    .map((r) => ({ ...r, place: prefix && r.title.startsWith(prefix) ? r.title.slice(prefix.length).trim() : r.title.trim() }))
    .sort((a, b) => collator.compare(a.place, b.place));
  const groups: PlaceGroup<T>[] = [];
  for (const r of named) {
    const letter = letterOf(r.place);
    const last = groups.at(-1);
    if (last?.letter === letter) last.restaurants.push(r);
    else groups.push({ letter, restaurants: [r] });
  }
  return groups;
}

// A content page from its studio form (decision 054 "Pages"), as pure functions of
// the form and the page as it was: the title, description, header and social
// image, and every field of every tile, in the order the form lists them. The
// form's fields are flat ("tiles.2.links.0.url"); the pack's own schema checks
// the page, and each problem goes back to the field that caused it. Rich text
// is stored only as the site renders it (contract/rich-text.ts). The tiles'
// fields are read by tile-edits.ts, which a restaurant's hero tiles share.
import { pageSchema, type Page } from '../../../contract/content.ts';
import type { Outcome } from './menu-edits.ts';
import { IMAGE_PATH_MESSAGE, TILE_MESSAGES, tileFieldOfPath, tilesFormValues, tilesFromValues, type BuiltTiles } from './tile-edits.ts';

type Texts = Record<string, string>;

/** What each field says when it is refused: the page's own, and its tiles' (tile-edits.ts). */
export const PAGE_MESSAGES = {
  title: 'Please give the page a title: it is the browser tab’s and the search result’s',
  description: 'Please describe the page: search engines and shared links show it',
  header: 'Please choose how the header sits over the page',
  socialImage: IMAGE_PATH_MESSAGE,
  tiles: 'A page needs at least one tile',
  ...TILE_MESSAGES,
} as const;

/** Every /images/… picture the pages name, sorted: what the image fields offer to choose from. */
export function knownImagePaths(pages: readonly Page[]): string[] {
  const paths = new Set<string>();
  for (const page of pages) {
    if (page.socialImage) paths.add(page.socialImage);
    for (const tile of page.tiles) {
      if (tile.backgroundImage) paths.add(tile.backgroundImage.desktop).add(tile.backgroundImage.mobile);
      if (tile.video) paths.add(tile.video.poster);
    }
  }
  return [...paths].sort();
}

/** The form's values for a page, as text (what the inputs start with). */
export function pageFormValues(page: Page): Texts {
  return {
    title: page.title,
    description: page.description,
    header: page.header,
    socialImage: page.socialImage ?? '',
    ...tilesFormValues(page.tiles),
  };
}

function build(form: FormData, before: Page): { candidate: Record<string, unknown>; tiles: BuiltTiles } {
  const values: Texts = {};
  for (const [k, v] of form) if (typeof v === 'string') values[k] = v;
  const tiles = tilesFromValues(values, before.tiles);
  const socialImage = (values.socialImage ?? '').trim();
  const candidate = {
    id: before.id,
    title: (values.title ?? '').trim(),
    description: (values.description ?? '').trim(),
    header: (values.header ?? '').trim(),
    ...(socialImage ? { socialImage } : {}),
    tiles: tiles.tiles,
  };
  return { candidate, tiles };
}

/** The form field of a schema path ('tiles.1.colours.text' → 'tiles.<row>.colourText'). */
function fieldOfPath(path: (string | number)[], tiles: BuiltTiles): { field: string; message: string } | undefined {
  const [top, ...rest] = path.map(String);
  if (top === 'title' || top === 'description' || top === 'header' || top === 'socialImage')
    return { field: top, message: PAGE_MESSAGES[top] };
  if (top !== 'tiles') return undefined;
  if (!rest.length) return { field: 'tiles', message: PAGE_MESSAGES.tiles };
  return tileFieldOfPath(rest, tiles);
}

/** The page from its form, over the page as it was (its id stays: the address changes by its own action). */
export function pageFromForm(form: FormData, before: Page): Outcome<Page> {
  const built = build(form, before);
  const fieldErrors: Record<string, string> = { ...built.tiles.fieldErrors };
  const parsed = pageSchema.safeParse(built.candidate);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const found = fieldOfPath(issue.path as (string | number)[], built.tiles);
      if (found) fieldErrors[found.field] ??= found.message;
      // Not a field of the form (the id): said as the schema says it, with its path.
      else fieldErrors.form ??= `${issue.path.map(String).join('.') || 'The page'}: ${issue.message}`;
    }
  if (Object.keys(fieldErrors).length || !parsed.success) return { ok: false, fieldErrors };
  return { ok: true, value: parsed.data };
}

// Rich text is stored only as the site renders it (decision 054: stored XSS is
// rendered inert, and nothing else is stored): a page's tiles and a
// restaurant's hero tiles, whether the form or the JSON sent them.
import type { Page, RestaurantDoc, Tile } from '../../contract/content.ts';
import type { ContentKind } from '../../contract/content-studio.ts';
import { sanitiseRichText } from '../../contract/rich-text.ts';

function cleanTile(tile: Tile): Tile {
  const { content, ...rest } = tile;
  const clean = content === undefined ? '' : sanitiseRichText(content);
  return clean ? { ...rest, content: clean } : rest;
}

/** The document with its tiles' rich text sanitised (a checked document of its kind). */
export function cleanRichText(kind: ContentKind, doc: unknown): unknown {
  if (kind === 'page') return { ...(doc as Page), tiles: (doc as Page).tiles.map(cleanTile) };
  if (kind === 'restaurant') return { ...(doc as RestaurantDoc), heroTiles: (doc as RestaurantDoc).heroTiles.map(cleanTile) };
  return doc;
}

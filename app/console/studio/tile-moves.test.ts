// Decision 054: the tile list's buttons without JavaScript. Each button's value is
// read back by a schema; the change is made to the values as posted (every
// field of every tile goes with it, typed or not), and says where focus goes.
import { describe, expect, it } from 'vitest';
import { tilesOf } from './tile-edits.ts';
import { TILE_SAID, applyTileOp, parseTileOp, type TileOp } from './tile-moves.ts';

/** Three tiles as a form posts them: the second has a link and half-typed text, the third a picture. */
const posted: Record<string, string> = {
  intent: 'save-page',
  title: 'Students',
  'tiles.0.tileId': 'hero',
  'tiles.0.heading': 'Welcome',
  'tiles.1.tileId': 'details',
  'tiles.1.content': '<p>Typed, not saved',
  'tiles.1.links.0.text': 'Book',
  'tiles.1.links.0.url': '/book-now/',
  'tiles.1.links.0.style': 'primary',
  'tiles.1.links.3.text': 'Menu',
  'tiles.1.links.3.url': '/menu/',
  'tiles.1.links.3.style': 'text',
  'tiles.2.tileId': 'jobs',
  'tiles.2.bgDesktop': '/images/a.webp',
  'tiles.2.bgAlt': 'A kitchen',
};

const op = (raw: string): TileOp => {
  const parsed = parseTileOp(raw);
  expect(parsed, raw).not.toBeNull();
  return parsed!;
};
const ids = (values: Record<string, string>) => tilesOf(values).map((t) => t.tileId);

describe('a tile button’s value', () => {
  it('reads the ones the list makes, and nothing else', () => {
    expect(parseTileOp('add')).toEqual({ kind: 'add' });
    expect(parseTileOp('up:2')).toEqual({ kind: 'up', at: 2 });
    expect(parseTileOp('link-remove:1:3')).toEqual({ kind: 'link-remove', at: 1, link: 3 });
    for (const raw of ['', 'up', 'up:-1', 'sideways:1', 'up:1:2', 'link-remove:1', 'remove:99999', 'add:1'])
      expect(parseTileOp(raw), raw).toBeNull();
  });
});

describe('a tile button pressed without JavaScript', () => {
  it('moves a tile up with everything typed in it, and keeps focus on its button', () => {
    const out = applyTileOp(posted, op('up:1'), 'page', 'the page')!;
    expect(ids(out.values)).toEqual(['details', 'hero', 'jobs']);
    expect(out.values['tiles.0.content']).toBe('<p>Typed, not saved');
    expect(out.values['tiles.0.links.3.text']).toBe('Menu');
    expect([out.values.title, out.values.intent]).toEqual(['Students', 'save-page']);
    expect(out).toMatchObject({ said: TILE_SAID.moved('up', 1, 3, 'the page'), focus: 'page-tile-0-up' });
  });

  it('moves the last tile down nowhere, and says so', () => {
    const out = applyTileOp(posted, op('down:2'), 'restaurant', 'the details')!;
    expect(ids(out.values)).toEqual(['hero', 'details', 'jobs']);
    expect(out).toMatchObject({ said: TILE_SAID.stuck('down', 3), focus: 'restaurant-tile-2-down' });
  });

  it('removes a tile, focus on the next one’s remove button, or on "Add a tile" when none is left', () => {
    const out = applyTileOp(posted, op('remove:1'), 'page', 'the page')!;
    expect(ids(out.values)).toEqual(['hero', 'jobs']);
    expect(out.values['tiles.1.bgAlt']).toBe('A kitchen');
    expect(Object.keys(out.values).some((k) => k.startsWith('tiles.2.'))).toBe(false);
    expect(out.focus).toBe('page-tile-1-remove');
    expect(applyTileOp(posted, op('remove:2'), 'page', 'the page')!.focus).toBe('page-tile-1-remove');
    const only = applyTileOp({ 'tiles.0.tileId': 'hero' }, op('remove:0'), 'page', 'the page')!;
    expect([ids(only.values), only.focus]).toEqual([[], 'page-add-tile']);
  });

  it('adds a tile at the end with an id of its own, focus on that id', () => {
    const out = applyTileOp(posted, op('add'), 'page', 'the page')!;
    expect(ids(out.values)).toEqual(['hero', 'details', 'jobs', 'tile-4']);
    expect(out).toMatchObject({ said: TILE_SAID.added(4), focus: 'page-tiles-3-tileId' });
  });

  it('adds and removes a tile’s link rows', () => {
    const added = applyTileOp(posted, op('link-add:1'), 'page', 'the page')!;
    expect(added.values['tiles.1.links.4.style']).toBe('primary');
    expect(added.focus).toBe('page-tiles-1-links-2-text');
    const removed = applyTileOp(posted, op('link-remove:1:1'), 'page', 'the page')!;
    expect(Object.keys(removed.values).filter((k) => k.startsWith('tiles.1.links.'))).toEqual([
      'tiles.1.links.0.text',
      'tiles.1.links.0.url',
      'tiles.1.links.0.style',
    ]);
    expect(removed.focus).toBe('page-tile-1-add-link');
  });

  it('answers null for a tile or a link the form does not have', () => {
    expect(applyTileOp(posted, op('up:7'), 'page', 'the page')).toBeNull();
    expect(applyTileOp(posted, op('link-remove:0:0'), 'page', 'the page')).toBeNull();
  });
});

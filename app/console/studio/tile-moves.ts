// Adding, moving and removing tiles and their links (decision 054: the studio works
// without JavaScript too), as pure functions. Each button of the tile list is a
// submit button named "tile" whose value says what it does ("up:2",
// "link-remove:0:1"); with JavaScript the list does it in place, without it the
// server applies the same change to the posted values and draws the form again,
// unsaved, with focus on the same button. Both say the same words.
import { z } from 'zod';
import { fieldId } from './studio-field-id.ts';
import { linkRowsOf, newTileValues, tilesOf } from './tile-edits.ts';

type Texts = Record<string, string>;

/** The name of the tile list's buttons; their value is a TileOp. */
export const TILE_OP_FIELD = 'tile';

const MOVES = ['up', 'down', 'remove', 'link-add'] as const;
const tileOpSchema = z.union([
  z.literal('add').transform(() => ({ kind: 'add' as const })),
  z
    .string()
    .regex(/^(up|down|remove|link-add):\d{1,3}$/)
    .transform((s) => {
      const [kind, at] = s.split(':');
      return { kind: z.enum(MOVES).parse(kind), at: Number(at) };
    }),
  z
    .string()
    .regex(/^link-remove:\d{1,3}:\d{1,3}$/)
    .transform((s) => {
      const [, at, link] = s.split(':');
      return { kind: 'link-remove' as const, at: Number(at), link: Number(link) };
    }),
]);
export type TileOp = z.infer<typeof tileOpSchema>;

/** The button's value read back; null when it is not one the list makes. */
export function parseTileOp(raw: string): TileOp | null {
  const op = tileOpSchema.safeParse(raw);
  return op.success ? op.data : null;
}

/** The ids of the list's buttons (`key` stays with a tile while it moves), and of the fields focus goes to. */
export const tileIds = {
  button: (prefix: string, key: number, what: 'up' | 'down' | 'remove' | 'add-link') => `${prefix}-tile-${key}-${what}`,
  addTile: (prefix: string) => `${prefix}-add-tile`,
  tileIdField: (prefix: string, index: number) => fieldId(prefix, `tiles.${index}.tileId`),
  linkText: (prefix: string, index: number, position: number) => fieldId(prefix, `tiles.${index}.links.${position}.text`),
};

/** What the list says after each change; `what` is what the editor saves ("the page", "the details"). */
export const TILE_SAID = {
  moved: (direction: 'up' | 'down', to: number, count: number, what: string) =>
    `Tile moved ${direction}: it is tile ${to} of ${count} now. Save ${what} to keep the order.`,
  stuck: (direction: 'up' | 'down', at: number) => `Tile ${at} is ${direction === 'up' ? 'the first' : 'the last'} already.`,
  removed: (at: number, what: string) =>
    `Tile ${at} removed. Save ${what} to keep the change, or open it again without saving to bring it back.`,
  added: (count: number) => `Tile ${count} added at the end.`,
  linkAdded: (tile: number, link: number) => `Link ${link} added to tile ${tile}.`,
  linkRemoved: (tile: number, link: number) => `Link ${link} of tile ${tile} removed.`,
};

/** What the server said after a change made without JavaScript, and where focus goes in the form drawn again. */
export interface TileStatus {
  said: string;
  focus: string;
}

export interface TileOpResult {
  values: Texts;
  said: string;
  /** The id of the element that takes focus in the form drawn again. */
  focus: string;
}

/** The values with the tiles laid out again as "tiles.N.…" in the given order; every other field as it was. */
function withTiles(values: Readonly<Texts>, tiles: readonly Texts[]): Texts {
  const next: Texts = Object.fromEntries(Object.entries(values).filter(([k]) => !k.startsWith('tiles.')));
  tiles.forEach((tile, n) => {
    for (const [k, v] of Object.entries(tile)) next[`tiles.${n}.${k}`] = v;
  });
  return next;
}

/**
 * The change a button asks for, applied to the form's values as posted (the
 * server's half; the list does the same in place). Null when the button names
 * a tile or link the form does not have.
 */
export function applyTileOp(values: Readonly<Texts>, op: TileOp, prefix: string, what: string): TileOpResult | null {
  const tiles = tilesOf(values);
  if (op.kind === 'add') {
    const added = [...tiles, newTileValues(tiles.map((t) => t.tileId ?? ''))];
    return { values: withTiles(values, added), said: TILE_SAID.added(added.length), focus: tileIds.tileIdField(prefix, tiles.length) };
  }
  const tile = tiles[op.at];
  if (!tile) return null;
  switch (op.kind) {
    case 'up':
    case 'down': {
      const to = op.kind === 'up' ? op.at - 1 : op.at + 1;
      if (to < 0 || to >= tiles.length)
        return { values: { ...values }, said: TILE_SAID.stuck(op.kind, op.at + 1), focus: tileIds.button(prefix, op.at, op.kind) };
      const order = [...tiles];
      order.splice(op.at, 1);
      order.splice(to, 0, tile);
      return {
        values: withTiles(values, order),
        said: TILE_SAID.moved(op.kind, to + 1, order.length, what),
        focus: tileIds.button(prefix, to, op.kind),
      };
    }
    case 'remove': {
      const order = tiles.filter((_, i) => i !== op.at);
      const after = order[op.at] ? op.at : order.length - 1;
      return {
        values: withTiles(values, order),
        said: TILE_SAID.removed(op.at + 1, what),
        focus: after >= 0 ? tileIds.button(prefix, after, 'remove') : tileIds.addTile(prefix),
      };
    }
    case 'link-add': {
      const rows = linkRowsOf(tile);
      const m = rows.length ? rows.at(-1)! + 1 : 0;
      const next = { ...tile, [`links.${m}.text`]: '', [`links.${m}.url`]: '', [`links.${m}.style`]: 'primary' };
      return {
        values: withTiles(values, tiles.with(op.at, next)),
        said: TILE_SAID.linkAdded(op.at + 1, rows.length + 1),
        focus: tileIds.linkText(prefix, op.at, rows.length),
      };
    }
    case 'link-remove': {
      const m = linkRowsOf(tile)[op.link];
      if (m === undefined) return null;
      const next = Object.fromEntries(Object.entries(tile).filter(([k]) => !k.startsWith(`links.${m}.`)));
      return {
        values: withTiles(values, tiles.with(op.at, next)),
        said: TILE_SAID.linkRemoved(op.at + 1, op.link + 1),
        focus: tileIds.button(prefix, op.at, 'add-link'),
      };
    }
  }
}

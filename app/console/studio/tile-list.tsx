// The tiles of a studio form (decision 054), top to bottom: a page's tiles and a
// restaurant's hero tiles alike. With JavaScript the editor adds, moves and
// removes tiles in place (focus stays on what they moved, and a status says
// where it went); without it the same buttons post the form, and the server
// draws it again with the change made, unsaved (tile-moves.ts), focus on the
// same button and the same words in the status. Each tile's background has an
// upload form of its own, placed after the document's form (TileUploadForms).
import { useRef, useState } from 'react';
import consoleStyles from '../console.module.css';
import type { ImageChoice } from './image-field-values.ts';
import { ImageUploadForm } from './image-upload-control.tsx';
import { newTileValues, tilesOf } from './tile-edits.ts';
import { TILE_OP_FIELD, TILE_SAID, tileIds, type TileStatus } from './tile-moves.ts';
import { TileFields } from './tile-fields.tsx';
import { useFocusAfterRender } from './use-focus-after-render.ts';
import styles from './page-form.module.css';

type Texts = Record<string, string>;

interface TileState {
  /** Stable while the tile moves: its buttons' ids, its editor's and its upload form's. */
  key: number;
  values: Texts;
}

export interface TileListState {
  tiles: TileState[];
  said: string;
  move: (at: number, direction: 'up' | 'down') => void;
  remove: (at: number) => void;
  add: () => void;
}

/** The tiles of `initial` ("tiles.N.…"), and the changes the list's buttons make in place. */
export function useTileList(initial: Texts, prefix: string, what: string, status: TileStatus | undefined): TileListState {
  const [tiles, setTiles] = useState<TileState[]>(() => tilesOf(initial).map((values, key) => ({ key, values })));
  const next = useRef(tiles.length);
  const [said, setSaid] = useState(status?.said ?? '');
  const focusLater = useFocusAfterRender();
  return {
    tiles,
    said,
    move(at, direction) {
      const to = direction === 'up' ? at - 1 : at + 1;
      const order = [...tiles];
      const [tile] = order.splice(at, 1);
      order.splice(to, 0, tile!);
      setTiles(order);
      setSaid(TILE_SAID.moved(direction, to + 1, order.length, what));
      focusLater(tileIds.button(prefix, tile!.key, direction));
    },
    remove(at) {
      const order = tiles.filter((_, i) => i !== at);
      setTiles(order);
      setSaid(TILE_SAID.removed(at + 1, what));
      const after = order[at] ?? order[at - 1];
      focusLater(after ? tileIds.button(prefix, after.key, 'remove') : tileIds.addTile(prefix));
    },
    add() {
      const key = next.current++;
      const values = newTileValues(tiles.map((t) => t.values.tileId ?? ''));
      setTiles([...tiles, { key, values }]);
      setSaid(TILE_SAID.added(tiles.length + 1));
      focusLater(tileIds.tileIdField(prefix, tiles.length));
    },
  };
}

/** A tile's background's upload form, by the tile's stable key. */
export const tileUploadId = (prefix: string, key: number) => `${prefix}-tile-${key}-bg-upload`;

interface TileListProps {
  list: TileListState;
  prefix: string;
  heading: string;
  errors: Texts;
  /** The pictures a background may be. */
  choices: readonly ImageChoice[];
  /** The datalist of /images/… paths a clip's still may be. */
  imageList: string;
  /** The element the server's answer puts focus on (a change made without JavaScript). */
  focus: string | undefined;
}

export function TileList({ list, prefix, heading, errors, choices, imageList, focus }: TileListProps) {
  const headingId = `${prefix}-tiles-h`;
  const addId = tileIds.addTile(prefix);
  return (
    <section aria-labelledby={headingId} className={styles.tiles}>
      <h3 id={headingId}>{heading}</h3>
      {errors.tiles && <p className={consoleStyles.fieldError}>{errors.tiles}</p>}
      <ol className={styles.tiles}>
        {list.tiles.map((tile, i) => (
          <li key={tile.key}>
            <TileFields
              prefix={prefix}
              index={i}
              count={list.tiles.length}
              tileKey={tile.key}
              values={tile.values}
              errors={errors}
              choices={choices}
              uploadId={tileUploadId(prefix, tile.key)}
              imageList={imageList}
              focus={focus}
              onMove={(direction) => list.move(i, direction)}
              onRemove={() => list.remove(i)}
            />
          </li>
        ))}
      </ol>
      <p className={styles.buttons}>
        <button
          id={addId}
          type="submit"
          name={TILE_OP_FIELD}
          value="add"
          formNoValidate
          // Only in the form drawn again after this button was pressed without JavaScript: the keyboard stays here.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focus === addId}
          onClick={(e) => {
            e.preventDefault();
            list.add();
          }}
        >
          Add a tile
        </button>
      </p>
      <p role="status" className={consoleStyles.hint}>
        {list.said}
      </p>
    </section>
  );
}

/** The upload forms of the tiles' backgrounds, to place after the document's form (forms do not nest). */
export function TileUploadForms({ list, prefix, csrfToken }: { list: TileListState; prefix: string; csrfToken: string }) {
  return list.tiles.map((tile) => <ImageUploadForm key={tile.key} id={tileUploadId(prefix, tile.key)} csrfToken={csrfToken} />);
}

// A content page's form in the studio (issue 26 "Pages"): its title,
// description, header and social picture, and its tiles, which the editor adds,
// moves and removes in place (focus stays on what they moved, and a status
// says where it went). Saved into the page's draft; each error sits by its
// field, and what was typed stays in the form when a save is refused.
import { useRef, useState } from 'react';
import { Form } from 'react-router';
import { newTileValues, tilesOf } from './page-edits.ts';
import { ImagePathField, ImagePathList } from './image-path-field.tsx';
import { StudioFormBase } from './studio-form.tsx';
import { SelectField, TextField } from './studio-fields.tsx';
import { TileFields } from './tile-fields.tsx';
import { useFocusAfterRender } from './use-focus-after-render.ts';
import consoleStyles from '../console.module.css';
import studioStyles from './studio.module.css';
import styles from './page-form.module.css';

interface PageFormProps {
  csrfToken: string;
  revision: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The /images/… paths the image fields offer. */
  images: readonly string[];
}

const HEADERS = [
  { value: 'solid', label: 'Solid, above the page' },
  { value: 'transparent', label: 'Transparent, over the first tile' },
];
const IMAGE_LIST = 'page-image-paths';

interface TileState {
  key: number;
  values: Record<string, string>;
}

function PageTiles({ initial, errors }: { initial: Record<string, string>; errors: Record<string, string> }) {
  const [tiles, setTiles] = useState<TileState[]>(() => tilesOf(initial).map((values, key) => ({ key, values })));
  const next = useRef(tiles.length);
  const [said, setSaid] = useState('');
  const focusLater = useFocusAfterRender();

  const move = (at: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? at - 1 : at + 1;
    const order = [...tiles];
    const [tile] = order.splice(at, 1);
    order.splice(to, 0, tile!);
    setTiles(order);
    setSaid(`Tile moved ${direction}: it is tile ${to + 1} of ${order.length} now. Save the page to keep the order.`);
    focusLater(`page-tile-${tile!.key}-${direction}`);
  };
  const remove = (at: number) => {
    const order = tiles.filter((_, i) => i !== at);
    setTiles(order);
    setSaid(`Tile ${at + 1} removed. Save the page to keep the change; reload the page to bring it back.`);
    const after = order[at] ?? order[at - 1];
    focusLater(after ? `page-tile-${after.key}-remove` : 'page-add-tile');
  };
  const add = () => {
    const key = next.current++;
    const values = newTileValues(tiles.map((t) => t.values.tileId ?? ''));
    setTiles([...tiles, { key, values }]);
    setSaid(`Tile ${tiles.length + 1} added at the end.`);
    focusLater(`page-tiles-${tiles.length}-tileId`);
  };

  return (
    <section aria-labelledby="page-tiles-h" className={styles.tiles}>
      <h3 id="page-tiles-h">Tiles, top to bottom</h3>
      {errors.tiles && <p className={consoleStyles.fieldError}>{errors.tiles}</p>}
      <ol className={styles.tiles}>
        {tiles.map((tile, i) => (
          <li key={tile.key}>
            <TileFields
              index={i}
              count={tiles.length}
              tileKey={tile.key}
              values={tile.values}
              errors={errors}
              imageList={IMAGE_LIST}
              onMove={(direction) => move(i, direction)}
              onRemove={() => remove(i)}
            />
          </li>
        ))}
      </ol>
      <p className={styles.buttons}>
        <button id="page-add-tile" type="button" onClick={add}>
          Add a tile
        </button>
      </p>
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </section>
  );
}

export function PageForm({ csrfToken, revision, values, errors, images }: PageFormProps) {
  const field = { prefix: 'page', values, errors };
  return (
    <section aria-labelledby="page-form-h" className={studioStyles.panel}>
      <h2 id="page-form-h">The page</h2>
      <Form method="post" className={studioStyles.stack} key={`${revision}`}>
        <StudioFormBase csrfToken={csrfToken} revision={revision} intent="save-page" />
        <ImagePathList id={IMAGE_LIST} paths={images} />
        <fieldset className={studioStyles.fieldset}>
          <legend>Search engines and sharing</legend>
          <TextField {...field} name="title" label="Title" required hint="The browser tab’s and the search result’s title." />
          <TextField
            {...field}
            name="description"
            label="Description"
            rows={3}
            required
            hint="The search result’s and the shared link’s text: a sentence or two."
          />
          <ImagePathField
            {...field}
            list={IMAGE_LIST}
            name="socialImage"
            label="Picture when shared (optional)"
            hint="Shown when the page is shared. Left empty, the first tile’s background picture is used."
          />
          <SelectField {...field} name="header" label="Header" options={HEADERS} />
        </fieldset>
        <PageTiles initial={values} errors={errors} />
        <p>
          <button type="submit" className="button">
            Save the page to the draft
          </button>
        </p>
      </Form>
    </section>
  );
}

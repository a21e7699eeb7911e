// A tile's links in a studio form (decision 054): words, address and style, one
// row each; a row is added or removed in place, and focus goes where the
// editor's next step is (the new row's words, or the add button). Without
// JavaScript the same buttons post the form and the server makes the change
// (tile-moves.ts).
import { useRef, useState } from 'react';
import { linkRowsOf } from './tile-edits.ts';
import { TILE_OP_FIELD, tileIds } from './tile-moves.ts';
import { SelectField, TextField } from './studio-fields.tsx';
import { useFocusAfterRender } from './use-focus-after-render.ts';
import styles from './page-form.module.css';

const STYLES = [
  { value: 'primary', label: 'Main button' },
  { value: 'secondary', label: 'Second button' },
  { value: 'text', label: 'Text link' },
];

interface TileLinksProps {
  prefix: string;
  /** The tile's place in the form (its fields' names) and its number as the editor reads it. */
  index: number;
  tileKey: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The element the server's answer puts focus on (a change made without JavaScript). */
  focus: string | undefined;
}

export function TileLinks({ prefix, index, tileKey, values, errors, focus }: TileLinksProps) {
  const [rows, setRows] = useState(() => linkRowsOf(values).map((m) => ({ key: m, m })));
  const next = useRef(rows.length ? Math.max(...rows.map((r) => r.key)) + 1 : 0);
  const setFocus = useFocusAfterRender();
  const addId = tileIds.button(prefix, tileKey, 'add-link');
  return (
    <fieldset className={styles.group}>
      <legend>Links</legend>
      {rows.map((row, j) => {
        const name = (f: string) => `tiles.${index}.links.${j}.${f}`;
        // What the row began with (a new row: nothing, a main button).
        const field = {
          prefix,
          values: {
            [name('text')]: values[`links.${row.m}.text`] ?? '',
            [name('url')]: values[`links.${row.m}.url`] ?? '',
            [name('style')]: values[`links.${row.m}.style`] ?? 'primary',
          },
          errors,
        };
        return (
          <div key={row.key} className={styles.link}>
            <TextField
              {...field}
              name={name('text')}
              label={`Link ${j + 1}: words`}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- only after a change made without JavaScript (tile-moves.ts)
              autoFocus={focus === tileIds.linkText(prefix, index, j)}
            />
            <TextField
              {...field}
              name={name('url')}
              label={`Link ${j + 1}: address`}
              spellCheck={false}
              hint="A site path such as /book-now/, or https://…"
            />
            <SelectField {...field} name={name('style')} label={`Link ${j + 1}: looks like`} options={STYLES} />
            <p className={styles.buttons}>
              <button
                type="submit"
                name={TILE_OP_FIELD}
                value={`link-remove:${index}:${j}`}
                formNoValidate
                onClick={(e) => {
                  e.preventDefault();
                  setRows(rows.filter((r) => r.key !== row.key));
                  setFocus(addId);
                }}
              >
                Remove link {j + 1}
              </button>
            </p>
          </div>
        );
      })}
      <p className={styles.buttons}>
        <button
          id={addId}
          type="submit"
          name={TILE_OP_FIELD}
          value={`link-add:${index}`}
          formNoValidate
          // Only in the form drawn again after this button was pressed without JavaScript: the keyboard stays here.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focus === addId}
          onClick={(e) => {
            e.preventDefault();
            const key = next.current++;
            setRows([...rows, { key, m: -1 }]);
            setFocus(tileIds.linkText(prefix, index, rows.length));
          }}
        >
          Add a link
        </button>
      </p>
    </fieldset>
  );
}

// A tile's links in the page form (issue 26): words, address and style, one
// row each; a row is added or removed in place, and focus goes where the
// editor's next step is (the new row's words, or the add button).
import { useRef, useState } from 'react';
import { linkRowsOf } from './page-edits.ts';
import { SelectField, TextField } from './studio-fields.tsx';
import { useFocusAfterRender } from './use-focus-after-render.ts';
import styles from './page-form.module.css';

const STYLES = [
  { value: 'primary', label: 'Main button' },
  { value: 'secondary', label: 'Second button' },
  { value: 'text', label: 'Text link' },
];

interface TileLinksProps {
  /** The tile's place in the form (its fields' names) and its number as the editor reads it. */
  index: number;
  tileKey: number;
  values: Record<string, string>;
  errors: Record<string, string>;
}

export function TileLinks({ index, tileKey, values, errors }: TileLinksProps) {
  const [rows, setRows] = useState(() => linkRowsOf(values).map((m) => ({ key: m, m })));
  const next = useRef(rows.length ? Math.max(...rows.map((r) => r.key)) + 1 : 0);
  const setFocus = useFocusAfterRender();
  const addId = `page-tile-${tileKey}-add-link`;
  return (
    <fieldset className={styles.group}>
      <legend>Links</legend>
      {rows.map((row, j) => {
        const name = (f: string) => `tiles.${index}.links.${j}.${f}`;
        // What the row began with (a new row: nothing, a main button).
        const field = {
          prefix: 'page',
          values: {
            [name('text')]: values[`links.${row.m}.text`] ?? '',
            [name('url')]: values[`links.${row.m}.url`] ?? '',
            [name('style')]: values[`links.${row.m}.style`] ?? 'primary',
          },
          errors,
        };
        return (
          <div key={row.key} className={styles.link}>
            <TextField {...field} name={name('text')} label={`Link ${j + 1}: words`} />
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
                type="button"
                onClick={() => {
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
          type="button"
          onClick={() => {
            const key = next.current++;
            setRows([...rows, { key, m: -1 }]);
            setFocus(`page-tiles-${index}-links-${rows.length}-text`);
          }}
        >
          Add a link
        </button>
      </p>
    </fieldset>
  );
}

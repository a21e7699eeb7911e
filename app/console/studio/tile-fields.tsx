// One tile of a studio form (decision 054 "every field of the tile schema"), a
// page's or a restaurant's hero tile: its id, words and rich text, links,
// colours, background picture (the image field: desktop and phone, alt text or
// decorative, focal points), clip, effect, size, alignment and form; and
// buttons that move it up or down or remove it, which post the form when the
// page runs no script (tile-moves.ts). Field names carry the tile's place
// ("tiles.2.heading").
import { FORM_TYPES } from '../../../contract/content-constants.ts';
import { ImageField } from './image-field.tsx';
import type { ImageChoice } from './image-field-values.ts';
import { ImagePathField } from './image-path-field.tsx';
import { RichTextField } from './rich-text-field.tsx';
import { SelectField, TextField } from './studio-fields.tsx';
import { TILE_BG } from './tile-edits.ts';
import { TileLinks } from './tile-links.tsx';
import { TILE_OP_FIELD, tileIds } from './tile-moves.ts';
import styles from './page-form.module.css';

const options = (pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }));
const EFFECTS = options([
  ['none', 'None'],
  ['fade-in', 'Fade in'],
  ['slide-up', 'Slide up'],
  ['zoom-in', 'Zoom in'],
]);
const HEIGHTS = options([
  ['auto', 'As tall as its content'],
  ['small', 'Small'],
  ['medium', 'Medium'],
  ['large', 'Large'],
  ['full', 'The whole screen'],
]);
const WIDTHS = options([
  ['contained', 'Within the page’s margins'],
  ['full', 'The full width'],
  ['half', 'Half the width'],
]);
const ALIGNMENTS = options([
  ['left', 'Left'],
  ['center', 'Centre'],
  ['right', 'Right'],
]);
const FORMS = [{ value: '', label: 'No form' }, ...FORM_TYPES.map((f) => ({ value: f, label: f.replace(/-/g, ' ') }))];
const COLOUR_HINT = '# and six hex digits, such as #1a2b3c.';

interface TileFieldsProps {
  /** The form's id prefix ('page', 'restaurant'). */
  prefix: string;
  index: number;
  count: number;
  /** Stable across moves: the ids of the buttons and the editor. */
  tileKey: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  choices: readonly ImageChoice[];
  /** The background's upload form (tile-list.tsx). */
  uploadId: string;
  imageList: string;
  /** The element the server's answer puts focus on (a change made without JavaScript). */
  focus: string | undefined;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}

export function TileFields(props: TileFieldsProps) {
  const { prefix, index, count, tileKey, values, errors, choices, uploadId, imageList, focus, onMove, onRemove } = props;
  const name = (f: string) => `tiles.${index}.${f}`;
  const field = {
    prefix,
    values: Object.fromEntries(Object.entries(values).map(([k, v]) => [name(k), v])),
    errors,
  };
  const number = index + 1;
  const key = `${prefix}-tile-${tileKey}`;
  const title = values.heading ? `: ${values.heading}` : '';
  const removeId = tileIds.button(prefix, tileKey, 'remove');
  return (
    <fieldset className={styles.tile} aria-describedby={`${key}-place`}>
      <legend>
        Tile {number}
        {title}
      </legend>
      <p id={`${key}-place`} className={styles.buttons}>
        <span>
          Tile {number} of {count}
        </span>
        {(['up', 'down'] as const).map((direction) => {
          // An end tile's button stays in place, and focusable, saying it cannot move further.
          const stuck = direction === 'up' ? index === 0 : index === count - 1;
          const id = tileIds.button(prefix, tileKey, direction);
          return (
            <button
              key={direction}
              id={id}
              type="submit"
              name={TILE_OP_FIELD}
              value={`${direction}:${index}`}
              formNoValidate
              aria-disabled={stuck || undefined}
              // Only in the form drawn again after this button was pressed without JavaScript: the keyboard stays here.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={focus === id}
              onClick={(e) => {
                e.preventDefault();
                if (!stuck) onMove(direction);
              }}
            >
              Move {direction}
              <span className="visually-hidden"> tile {number}</span>
            </button>
          );
        })}
        <button
          id={removeId}
          type="submit"
          name={TILE_OP_FIELD}
          value={`remove:${index}`}
          formNoValidate
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focus === removeId}
          onClick={(e) => {
            e.preventDefault();
            onRemove();
          }}
        >
          Remove
          <span className="visually-hidden"> tile {number}</span>
        </button>
      </p>
      <TextField
        {...field}
        name={name('tileId')}
        label="Tile id"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only after a change made without JavaScript (tile-moves.ts)
        autoFocus={focus === tileIds.tileIdField(prefix, index)}
        required
        spellCheck={false}
        hint="Letters, digits and hyphens, its own on the page: a link ending in #this-id jumps to the tile."
      />
      <TextField {...field} name={name('subHeading')} label="Line above the heading (optional)" />
      <TextField {...field} name={name('heading')} label="Heading (optional)" />
      <RichTextField
        id={`${key}-content`}
        name={name('content')}
        label="Text"
        hint="Paragraphs, headings, lists, bold, italic and links. Ctrl+B bolds, Ctrl+I italicises, Shift+Enter breaks a line."
        value={values.content ?? ''}
        error={errors[name('content')]}
      />
      <TileLinks prefix={prefix} index={index} tileKey={tileKey} values={values} errors={errors} focus={focus} />
      <fieldset className={styles.group}>
        <legend>Colours</legend>
        <div className={styles.row}>
          <TextField {...field} name={name('colourBackground')} label="Background colour" required spellCheck={false} hint={COLOUR_HINT} />
          <TextField {...field} name={name('colourText')} label="Text colour" required spellCheck={false} hint={COLOUR_HINT} />
          <TextField {...field} name={name('colourAccent')} label="Accent colour (optional)" spellCheck={false} hint={COLOUR_HINT} />
        </div>
      </fieldset>
      <ImageField
        prefix={prefix}
        name={name(TILE_BG)}
        legend="Background picture (optional)"
        values={field.values}
        errors={errors}
        choices={choices}
        uploadId={uploadId}
        optional
        className={styles.group}
      />
      <fieldset className={styles.group}>
        <legend>Clip (optional)</legend>
        <div className={styles.row}>
          <TextField {...field} name={name('videoSrc')} label="Clip" spellCheck={false} hint="An mp4 or webm under /images/, muted." />
          <ImagePathField {...field} list={imageList} name={name('videoPoster')} label="Still shown before it plays" />
        </div>
        <div className={styles.row}>
          <TextField {...field} name={name('videoCaption')} label="What the clip shows" />
          <TextField {...field} name={name('videoCaptions')} label="Captions file" spellCheck={false} hint="A .vtt file under /images/." />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Layout and form</legend>
        <div className={styles.row}>
          <SelectField {...field} name={name('height')} label="Height" options={HEIGHTS} />
          <SelectField {...field} name={name('width')} label="Width" options={WIDTHS} />
          <SelectField {...field} name={name('alignment')} label="Alignment" options={ALIGNMENTS} />
          <SelectField {...field} name={name('animationEffect')} label="Effect as it appears" options={EFFECTS} />
          <SelectField {...field} name={name('formType')} label="Form in the tile" options={FORMS} />
        </div>
      </fieldset>
    </fieldset>
  );
}

// A content page's form in the studio (decision 054 "Pages"): its title,
// description, header and the picture shown when it is shared, and its tiles
// (tile-list.tsx), which the editor adds, moves and removes with or without
// JavaScript. Saved into the page's draft; each error sits by its field, and
// what was typed stays in the form when a save is refused.
import { Form } from 'react-router';
import type { ImageChoice } from './image-field-values.ts';
import { ImagePathList } from './image-path-field.tsx';
import { ImageUploadForm, uploadFormId } from './image-upload-control.tsx';
import { SingleImageField } from './single-image-field.tsx';
import { DefaultSave, StudioFormBase } from './studio-form.tsx';
import { SelectField, TextField } from './studio-fields.tsx';
import { TileList, TileUploadForms, useTileList } from './tile-list.tsx';
import type { TileStatus } from './tile-moves.ts';
import studioStyles from './studio.module.css';

interface PageFormProps {
  csrfToken: string;
  revision: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The /images/… paths a clip's still may be (a datalist). */
  images: readonly string[];
  /** The pictures the image fields offer: uploaded ones and the site's own. */
  choices: readonly ImageChoice[];
  /** What the server said after a tile was moved without JavaScript. */
  tileStatus?: TileStatus | undefined;
}

const HEADERS = [
  { value: 'solid', label: 'Solid, above the page' },
  { value: 'transparent', label: 'Transparent, over the first tile' },
];
const IMAGE_LIST = 'page-image-paths';
const SAVE = 'Save the page to the draft';

/** The form itself, drawn afresh for each revision (the tiles' order starts from the saved one). */
function PageFormBody({ csrfToken, revision, values, errors, images, choices, tileStatus }: PageFormProps) {
  const field = { prefix: 'page', values, errors };
  const tiles = useTileList(values, 'page', 'the page', tileStatus);
  return (
    <>
      <Form method="post" className={studioStyles.stack}>
        <StudioFormBase csrfToken={csrfToken} revision={revision} intent="save-page" />
        <DefaultSave label={SAVE} />
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
          <SelectField {...field} name="header" label="Header" options={HEADERS} />
        </fieldset>
        <SingleImageField
          prefix="page"
          name="socialImage"
          legend="Picture when shared (optional)"
          label="Picture"
          none="None: the first tile’s background picture"
          hint="Shown when the page is shared. Left empty, the first tile’s background picture is used."
          values={values}
          errors={errors}
          choices={choices}
        />
        <TileList
          list={tiles}
          prefix="page"
          heading="Tiles, top to bottom"
          errors={errors}
          choices={choices}
          imageList={IMAGE_LIST}
          focus={tileStatus?.focus}
        />
        <p>
          <button type="submit" className="button">
            {SAVE}
          </button>
        </p>
      </Form>
      <ImageUploadForm id={uploadFormId('page', 'socialImage')} csrfToken={csrfToken} />
      <TileUploadForms list={tiles} prefix="page" csrfToken={csrfToken} />
    </>
  );
}

export function PageForm(props: PageFormProps) {
  return (
    <section aria-labelledby="page-form-h" className={studioStyles.panel}>
      <h2 id="page-form-h">The page</h2>
      <PageFormBody key={props.revision} {...props} />
    </section>
  );
}

// A restaurant's details in the studio (product.md D9 "forms, not JSON"): name and
// words, address, contact, what3words, amenities, awards, the offers it shows,
// click-and-collect, socials and delivery partners; and, for the chain's
// editors only, its picture, price band, the menus it serves and its hero
// tiles (the page form's tile list). Saved into the restaurant's draft; each error sits by its
// field, and what was sent stays when refused. Opening hours are the booking
// setup's; the map position and web address stay in the JSON below.
import { Form } from 'react-router';
import { ImageField } from './image-field.tsx';
import type { ImageChoice } from './image-field-values.ts';
import { ImagePathList } from './image-path-field.tsx';
import { ImageUploadForm, uploadFormId } from './image-upload-control.tsx';
import { HEAD_OFFICE_FIELD, OFFER_CHOICE, RESTAURANT_IMAGE } from './restaurant-edits.ts';
import { AmenityChecks, AwardRows, HeadOfficeNote, MenuChoices } from './restaurant-form-parts.tsx';
import type { MenuChoice } from './restaurant-lists.ts';
import { DefaultSave, StudioFormBase } from './studio-form.tsx';
import { CheckField, SelectField, TextField } from './studio-fields.tsx';
import { TileList, TileUploadForms, useTileList } from './tile-list.tsx';
import type { TileStatus } from './tile-moves.ts';
import styles from './studio.module.css';

interface RestaurantFormProps {
  csrfToken: string;
  revision: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The chain's offers, any of which the restaurant may show. */
  offers: { slug: string; title: string }[];
  /** The chain's menus, by name, and the ones it serves where a restaurant chooses none. */
  menus: readonly MenuChoice[];
  chainMenus: readonly string[];
  /**
   * The pictures to choose from, for the chain's editors, who edit head
   * office's parts (picture, menus, hero tiles); null for a manager, who sees
   * what head office set.
   */
  images: ImageChoice[] | null;
  /** What the server said after a tile was moved without JavaScript. */
  tileStatus?: TileStatus | undefined;
  /** The site settings' price bands, and whether this member may choose one (head office) or only see it (a manager). */
  priceBands: { bands: { id: string; name: string }[]; editable: boolean };
}

/** Decision 053 "price bands": head office chooses the band; a manager sees it. */
function PriceBandField({ values, errors, priceBands }: Pick<RestaurantFormProps, 'values' | 'errors' | 'priceBands'>) {
  const current = values.priceBand ?? '';
  const known = priceBands.bands.some((b) => b.id === current);
  const hint = 'A restaurant in a band charges the band’s price for each dish that has one, and the chain price for the rest.';
  if (!priceBands.editable) {
    const name = priceBands.bands.find((b) => b.id === current)?.name ?? current;
    return (
      <p>
        Price band: <strong>{current ? name : 'none (the chain’s prices)'}</strong>. Head office sets it. {hint}
      </p>
    );
  }
  const options = [
    { value: '', label: 'None: the chain’s prices' },
    ...priceBands.bands.map((b) => ({ value: b.id, label: b.name })),
    ...(current && !known ? [{ value: current, label: `${current} (not in the site settings)` }] : []),
  ];
  return (
    <SelectField prefix="restaurant" name="priceBand" label="Price band" values={values} errors={errors} options={options} hint={hint} />
  );
}

const SAVE = 'Save the details to the draft';
const IMAGE_LIST = 'restaurant-image-paths';

function RestaurantFormBody(props: RestaurantFormProps) {
  const { csrfToken, revision, values, errors, offers, menus, chainMenus, images, tileStatus, priceBands } = props;
  const field = { prefix: 'restaurant', values, errors };
  const tiles = useTileList(values, 'restaurant', 'the details', tileStatus);
  return (
    <>
      <Form method="post" className={styles.stack}>
        <StudioFormBase csrfToken={csrfToken} revision={revision} intent="save-restaurant" />
        <DefaultSave label={SAVE} />
        {images && <input type="hidden" name={HEAD_OFFICE_FIELD} value="on" />}
        <fieldset className={styles.fieldset}>
          <legend>Name and words</legend>
          <TextField {...field} name="title" label="Name" required />
          <TextField {...field} name="about" label="About the restaurant" rows={5} required />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Address</legend>
          <TextField {...field} name="line1" label="Address line 1" required />
          <TextField {...field} name="line2" label="Address line 2 (optional)" />
          <TextField {...field} name="town" label="Town" required />
          <TextField {...field} name="county" label="County (optional)" />
          <TextField {...field} name="postcode" label="Postcode" required spellCheck={false} />
          <TextField
            {...field}
            name="localities"
            label="Other names diners search by (optional)"
            rows={3}
            hint="One a line: a district or a shopping centre, such as Southgate."
          />
          <TextField {...field} name="what3words" label="what3words" required spellCheck={false} hint="Three words joined by dots." />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Contact</legend>
          <TextField {...field} name="phone" label="Phone" required />
          <TextField {...field} name="email" label="E-mail" required spellCheck={false} />
          <TextField
            {...field}
            name="socials"
            label="Social links"
            rows={3}
            spellCheck={false}
            hint="One a line: instagram, facebook, tiktok or x, a space, then the https:// address."
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Offers shown at this restaurant</legend>
          {offers.map((o) => (
            <CheckField key={o.slug} {...field} name={`${OFFER_CHOICE}${o.slug}`} label={o.title} />
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Prices</legend>
          <PriceBandField values={values} errors={errors} priceBands={priceBands} />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Food to take away</legend>
          <CheckField {...field} name="clickCollect" label="Click and collect" />
          <TextField {...field} name="clickCollectUrl" label="Click-and-collect address" spellCheck={false} hint="An https:// address." />
          <TextField
            {...field}
            name="deliveryPartners"
            label="Delivery partners"
            rows={3}
            spellCheck={false}
            hint="Up to three, one a line: the partner’s name, a comma, then the https:// address."
          />
        </fieldset>
        <AmenityChecks values={values} errors={errors} />
        <AwardRows values={values} errors={errors} />
        {images ? (
          <>
            <ImageField prefix="restaurant" name={RESTAURANT_IMAGE} legend="Picture" values={values} errors={errors} choices={images} />
            <MenuChoices values={values} errors={errors} menus={menus} chainMenus={chainMenus} />
            <ImagePathList id={IMAGE_LIST} paths={images.map((c) => c.path)} />
            <TileList
              list={tiles}
              prefix="restaurant"
              heading="Tiles below the details, top to bottom"
              errors={errors}
              choices={images}
              imageList={IMAGE_LIST}
              focus={tileStatus?.focus}
            />
          </>
        ) : (
          <HeadOfficeNote values={values} menus={menus} chainMenus={chainMenus} />
        )}
        <p>
          <button type="submit" className="button">
            {SAVE}
          </button>
        </p>
      </Form>
      {images && (
        <>
          <ImageUploadForm id={uploadFormId('restaurant', RESTAURANT_IMAGE)} csrfToken={csrfToken} />
          <TileUploadForms list={tiles} prefix="restaurant" csrfToken={csrfToken} />
        </>
      )}
    </>
  );
}

export function RestaurantForm(props: RestaurantFormProps) {
  return (
    <section aria-labelledby="restaurant-form-h" className={styles.panel}>
      <h2 id="restaurant-form-h">The restaurant’s details</h2>
      <p>Opening hours and special dates are set in the restaurant’s booking setup.</p>
      <RestaurantFormBody key={props.revision} {...props} />
    </section>
  );
}

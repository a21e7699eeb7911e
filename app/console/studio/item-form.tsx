// One dish's form (decision 053): its name and description, up to six prices in
// pounds (the chain's, and beside it an optional price for each price band:
// decision 053), its dietary tags and the 14 UK allergens. Saved into the menu's draft;
// each error sits by its field, and what was sent stays in the form when refused.
import { Form, Link } from 'react-router';
import { ALLERGENS, DIETARY_TAGS, type AllergenId, type DietaryTagId } from '../../../contract/content-constants.ts';
import { MAX_OPTIONS, bandPriceField } from './menu-edits.ts';
import { itemShown } from './item-sent.ts';
import type { StudioResult } from './studio-result.ts';
import { StudioFormBase } from './studio-form.tsx';
import { StudioOutcome } from './studio-outcome.tsx';
import { studioHref } from './studio-urls.ts';
import consoleStyles from '../console.module.css';
import styles from './studio.module.css';

interface ItemFormProps {
  csrfToken: string;
  menu: { id: string; name: string };
  where: string;
  revision: string;
  item: {
    id: string;
    name: string;
    description: string;
    dietaryTags: { id: DietaryTagId }[];
    allergens: AllergenId[];
    /** Prices as text in pounds; `bandPrices` by band id (a band missing charges the chain's price). */
    options: { name: string; price: string; bandPrices: Record<string, string> }[];
  };
  /** The site settings' price bands: one more price field an option for each. */
  bands: { id: string; name: string }[];
  result: StudioResult | undefined;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={consoleStyles.fieldError}>
      {error}
    </p>
  ) : null;
}

/** An option's price in one band: blank is the chain's price. Its error is by band and row (`bandPrice.london.0`). */
function BandPriceField({
  band,
  row,
  value,
  error,
}: {
  band: { id: string; name: string };
  row: number;
  value: string;
  error?: string | undefined;
}) {
  const id = `option-band-${band.id}-${row}`;
  return (
    <div>
      <label htmlFor={id}>
        Option {row + 1} {band.name} price (£)
      </label>
      <input
        id={id}
        name={bandPriceField(band.id)}
        type="text"
        inputMode="decimal"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`band-prices-hint${error ? ` ${id}-error` : ''}`}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function ItemForm({ csrfToken, menu, where, revision, item: saved, bands, result }: ItemFormProps) {
  const errors = result?.fieldErrors ?? {};
  // A refused save draws what was sent, without JavaScript too (item-sent.ts).
  const item = {
    ...saved,
    ...itemShown(
      saved,
      result?.sent,
      bands.map((b) => b.id),
    ),
  };
  const options = [...item.options, { name: '', price: '', bandPrices: {} as Record<string, string> }].slice(0, MAX_OPTIONS);
  const diets = new Set(item.dietaryTags.map((t) => t.id));
  const allergens = new Set(item.allergens);
  return (
    <div className={`${consoleStyles.page} ${consoleStyles.wide}`}>
      <p>
        <Link to={studioHref('menu', menu.id)}>Back to {menu.name}</Link>
      </p>
      <h1>
        {item.name}
        <span className={consoleStyles.who}> {where}</span>
      </h1>
      <div className={styles.stack}>
        <StudioOutcome result={result} />
        <Form method="post" className={styles.stack} key={`${revision}`}>
          <StudioFormBase csrfToken={csrfToken} revision={revision} intent="save-item" />
          <div className={consoleStyles.field}>
            <label htmlFor="item-name">Name</label>
            <input
              id="item-name"
              name="name"
              type="text"
              required
              defaultValue={item.name}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'item-name-error' : undefined}
            />
            <FieldError id="item-name-error" error={errors.name} />
          </div>
          <div className={consoleStyles.field}>
            <label htmlFor="item-description">Description</label>
            <textarea id="item-description" name="description" rows={3} defaultValue={item.description} />
          </div>
          <fieldset>
            <legend>Prices</legend>
            <p className={consoleStyles.hint}>
              In pounds and pence, such as 12.50. Name the option (Small, Large) when there is more than one; leave a row empty to drop it.
            </p>
            {bands.length > 0 && (
              <p id="band-prices-hint" className={consoleStyles.hint}>
                A price band’s price is what its restaurants charge instead: leave it blank for the chain price.
              </p>
            )}
            {options.map((o, i) => {
              const error = errors[`optionPrice.${i}`];
              return (
                <div key={i} className={styles.optionRow}>
                  <div>
                    <label htmlFor={`option-name-${i}`}>Option {i + 1} name</label>
                    <input id={`option-name-${i}`} name="optionName" type="text" defaultValue={o.name} />
                  </div>
                  <div>
                    <label htmlFor={`option-price-${i}`}>Option {i + 1} price (£)</label>
                    <input
                      id={`option-price-${i}`}
                      name="optionPrice"
                      type="text"
                      inputMode="decimal"
                      defaultValue={o.price}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `option-price-${i}-error` : undefined}
                    />
                    <FieldError id={`option-price-${i}-error`} error={error} />
                  </div>
                  {bands.map((band) => (
                    <BandPriceField
                      key={band.id}
                      band={band}
                      row={i}
                      value={o.bandPrices[band.id] ?? ''}
                      error={errors[`${bandPriceField(band.id)}.${i}`]}
                    />
                  ))}
                </div>
              );
            })}
          </fieldset>
          <fieldset>
            <legend>Dietary tags</legend>
            <div className={styles.checks}>
              {(Object.keys(DIETARY_TAGS) as DietaryTagId[]).map((d) => (
                <label key={d}>
                  <input type="checkbox" name="diet" value={d} defaultChecked={diets.has(d)} /> {DIETARY_TAGS[d]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>Allergens this dish contains</legend>
            <div className={styles.checks}>
              {(Object.keys(ALLERGENS) as AllergenId[]).map((a) => (
                <label key={a}>
                  <input type="checkbox" name="allergen" value={a} defaultChecked={allergens.has(a)} /> {ALLERGENS[a]}
                </label>
              ))}
            </div>
          </fieldset>
          <p>
            <button type="submit" className="button">
              Save to the draft
            </button>
          </p>
        </Form>
      </div>
    </div>
  );
}

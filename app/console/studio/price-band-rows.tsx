// The site settings' price bands (decision 053): a row a band, its
// id kept in a hidden field (a rename keeps its prices), and a blank row to add
// one. Clearing a name removes its band; the service refuses that, under the
// fieldset's legend, while a restaurant or a dish still uses it.
import { bandRowCount } from './price-band-fields.ts';
import { TextField } from './studio-fields.tsx';
import consoleStyles from '../console.module.css';
import styles from './studio.module.css';

export function PriceBandRows({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const field = { prefix: 'settings', values, errors };
  const rows = bandRowCount(values);
  const inUse = errors.price_bands;
  return (
    <fieldset className={styles.fieldset} aria-describedby={`price-bands-hint${inUse ? ' price-bands-error' : ''}`}>
      <legend>Price bands</legend>
      <p id="price-bands-hint" className={consoleStyles.hint}>
        One chain menu, different prices: a restaurant in a band (set in the restaurant’s form) charges the band’s price for each dish that
        has one (set in the dish’s form), and the chain price for the rest. Fill in the blank row to add a band. Renaming keeps its prices.
        Clear a name to remove its band: not while a restaurant or a dish still uses it.
      </p>
      {inUse && (
        <p id="price-bands-error" className={consoleStyles.fieldError}>
          {inUse}
        </p>
      )}
      {Array.from({ length: rows }, (_, i) => {
        const id = values[`bandId.${i}`];
        return (
          <div key={i}>
            {id && <input type="hidden" name={`bandId.${i}`} value={id} />}
            <TextField
              {...field}
              name={`bandName.${i}`}
              label={`Price band ${i + 1}: name`}
              hint={id ? `Its id is ${id}: it stays when the band is renamed.` : 'A new band, such as London. Leave it empty to add none.'}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

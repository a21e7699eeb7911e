// An occasion's start-time windows in the occasions form (product.md D8): a row
// per window (from, to, Remove) and an empty row to add one; blank rows add
// nothing. The times are read by time-windows.ts.
import { CheckboxField, InputField } from '../diary/form-fields.tsx';
import { Hidden } from './check-list.tsx';
import { windowRows, type Occasion } from './occasion-values.ts';
import type { RowReader } from './row-values.ts';
import styles from './setup.module.css';

export function WindowRows({ occasion, row, of }: { occasion: Occasion | undefined; row: RowReader; of: string }) {
  const count = windowRows(occasion);
  return (
    <fieldset className={styles.fieldset} aria-describedby={row.id('timeWindows-hint')}>
      <legend>
        Start times<Hidden> for {of}</Hidden>
      </legend>
      <p id={row.id('timeWindows-hint')} className={styles.hint}>
        Bookings may start from the first time up to (not at) the second. None: whenever the restaurant takes bookings. An end at or before
        the start runs past midnight (up to 06:00); a start before 06:00 is after midnight. Fill the empty row to add a window.
      </p>
      {Array.from({ length: count }, (_, j) => {
        const isNew = j === count - 1;
        const which = isNew ? `new window for ${of}` : `window ${j + 1} for ${of}`;
        return (
          <div key={j} className={styles.row}>
            {(['from', 'to'] as const).map((end) => (
              <InputField
                key={end}
                id={row.id(`timeWindows.${j}.${end}`)}
                name={row.name(`timeWindows.${j}.${end}`)}
                type="time"
                step={60}
                label={
                  <>
                    {end === 'from' ? (isNew ? 'New window from' : 'From') : isNew ? 'New window to' : 'To'}
                    <Hidden> ({which})</Hidden>
                  </>
                }
                defaultValue={row.value(`timeWindows.${j}.${end}`)}
                error={row.error(`timeWindows.${j}.${end}`)}
              />
            ))}
            {!isNew && (
              <CheckboxField
                id={row.id(`timeWindows.${j}.remove`)}
                name={row.name(`timeWindows.${j}.remove`)}
                label={
                  <>
                    Remove<Hidden> {which}</Hidden>
                  </>
                }
                defaultChecked={row.checked(`timeWindows.${j}.remove`)}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

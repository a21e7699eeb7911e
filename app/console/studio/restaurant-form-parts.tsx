// Parts of a restaurant's studio form (decision 054 "forms, not JSON"): its
// amenities as tick boxes with the words the diner reads, its awards a row
// each (one blank row to add; clear a row to remove it), the menus it serves
// chosen by name in order, and, for a manager, what head office sets instead.
import { AMENITIES, AMENITY_LABELS } from '../../../contract/content-constants.ts';
import consoleStyles from '../console.module.css';
import { AMENITY_CHOICE } from './restaurant-edits.ts';
import { awardRows, menuSlots, type MenuChoice } from './restaurant-lists.ts';
import { CheckField, SelectField, TextField } from './studio-fields.tsx';
import styles from './studio.module.css';

interface PartProps {
  values: Record<string, string>;
  errors: Record<string, string>;
}

export function AmenityChecks({ values, errors }: PartProps) {
  const field = { prefix: 'restaurant', values, errors };
  return (
    <fieldset className={styles.fieldset}>
      <legend>Amenities</legend>
      <div className={styles.checks}>
        {AMENITIES.map((a) => (
          <CheckField key={a} {...field} name={`${AMENITY_CHOICE}${a}`} label={AMENITY_LABELS[a]} />
        ))}
      </div>
    </fieldset>
  );
}

export function AwardRows({ values, errors }: PartProps) {
  const field = { prefix: 'restaurant', values, errors };
  return (
    <fieldset className={styles.fieldset} aria-describedby="restaurant-awards-hint">
      <legend>Awards</legend>
      <p id="restaurant-awards-hint" className={consoleStyles.hint}>
        Fill in the blank row to add an award; clear a row’s three fields to remove it.
      </p>
      {awardRows(values).map((n, i) => (
        <div key={n} className={styles.pairRow}>
          <TextField {...field} name={`award.${n}.name`} label={`Award ${i + 1}: name`} />
          <TextField {...field} name={`award.${n}.year`} label={`Award ${i + 1}: year`} hint="Four digits, such as 2025." />
          <TextField {...field} name={`award.${n}.issuer`} label={`Award ${i + 1}: given by`} />
        </div>
      ))}
    </fieldset>
  );
}

interface MenuProps extends PartProps {
  menus: readonly MenuChoice[];
  /** The chain's menus by name, served where a restaurant chooses none. */
  chainMenus: readonly string[];
}

export function MenuChoices({ values, errors, menus, chainMenus }: MenuProps) {
  const field = { prefix: 'restaurant', values, errors };
  const options = [{ value: '', label: 'None' }, ...menus.map((m) => ({ value: m.id, label: m.name }))];
  return (
    <fieldset className={styles.fieldset} aria-describedby="restaurant-menus-hint">
      <legend>Menus served here, in order</legend>
      <p id="restaurant-menus-hint" className={consoleStyles.hint}>
        The restaurant’s menu tab offers these, first to last. Choose none to serve the chain’s menus: {chainMenus.join(', ')}.
      </p>
      <div className={styles.pairRow}>
        {Array.from({ length: menuSlots(values, menus) }, (_, n) => (
          <SelectField key={n} {...field} name={`menu.${n}`} label={`Menu ${n + 1}`} options={options} />
        ))}
      </div>
    </fieldset>
  );
}

/** A manager's view of head office's parts: what they are, and who changes them. */
export function HeadOfficeNote({ values, menus, chainMenus }: Omit<MenuProps, 'errors'>) {
  const names = new Map(menus.map((m) => [m.id, m.name]));
  const own = Object.entries(values)
    .filter(([k, v]) => /^menu\.\d+$/.test(k) && v)
    .sort(([a], [b]) => Number(a.slice(5)) - Number(b.slice(5)))
    .map(([, id]) => names.get(id) ?? id);
  const tiles = Object.keys(values).filter((k) => /^tiles\.\d+\.tileId$/.test(k)).length;
  return (
    <section aria-labelledby="restaurant-head-office-h" className={styles.fieldset}>
      <h3 id="restaurant-head-office-h">Set by head office</h3>
      <p>
        Menus served here: {own.length ? own.join(', ') : `the chain’s (${chainMenus.join(', ')})`}. Tiles below the details:{' '}
        {tiles === 1 ? 'one' : tiles || 'none'}. The picture at the top of the page is head office’s too: ask them to change any of these.
      </p>
    </section>
  );
}

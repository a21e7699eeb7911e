// The menu filter (product.md §2 and D9): dietary tags a dish must carry, and
// allergens it must not contain. A GET form, so it works without JavaScript and
// the URL can be shared; with JavaScript each change applies at once, without
// a reload and without losing the scroll position.
import { Form, useSubmit } from 'react-router';
import { ALLERGENS, DIETARY_TAGS, type AllergenId, type DietaryTagId } from '../../../contract/content-constants.ts';
import type { MenuFilter } from './dietary-filter.ts';
import styles from './menu-view.module.css';

interface Props {
  /** What appears on this menu, so every box can change the result. */
  tags: DietaryTagId[];
  allergens: AllergenId[];
  chosen: MenuFilter;
}

export function DietFilter({ tags, allergens, chosen }: Props) {
  const submit = useSubmit();
  if (tags.length === 0 && allergens.length === 0) return null;
  return (
    <Form
      method="get"
      className={styles.filter}
      preventScrollReset
      replace
      onChange={(e) => void submit(e.currentTarget, { preventScrollReset: true, replace: true })}
    >
      {tags.length > 0 && (
        <Choices legend="Show only dishes that are" name="diet" options={tags} labels={DIETARY_TAGS} chosen={chosen.diet} />
      )}
      {allergens.length > 0 && (
        <Choices legend="Leave out dishes that contain" name="without" options={allergens} labels={ALLERGENS} chosen={chosen.without} />
      )}
      <button type="submit" className={`button button--secondary ${styles.apply}`}>
        Apply
      </button>
    </Form>
  );
}

function Choices<T extends string>(props: { legend: string; name: string; options: T[]; labels: Record<T, string>; chosen: T[] }) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      <div className={styles.filterOptions}>
        {props.options.map((id) => {
          const checked = props.chosen.includes(id);
          return (
            <label key={`${id}-${checked}`} className={styles.chip}>
              {/* Keyed on its state, so a box follows the URL after back, forward or "Clear the filter". */}
              <input type="checkbox" name={props.name} value={id} defaultChecked={checked} />
              {props.labels[id]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

// The diet filter (issue 5): a GET form, so it works without JavaScript and
// the URL can be shared; with JavaScript each change applies at once, without
// a reload and without losing the scroll position.
import { Form, useSubmit } from 'react-router';
import { DIETARY_TAGS, type DietaryTagId } from '../../../contract/content-constants.ts';
import styles from './menu-view.module.css';

export function DietFilter({ available, chosen }: { available: DietaryTagId[]; chosen: DietaryTagId[] }) {
  const submit = useSubmit();
  if (available.length === 0) return null;
  return (
    <Form
      method="get"
      className={styles.filter}
      preventScrollReset
      replace
      onChange={(e) => void submit(e.currentTarget, { preventScrollReset: true, replace: true })}
    >
      <fieldset>
        <legend>Show only dishes that are</legend>
        <div className={styles.filterOptions}>
          {available.map((tag) => (
            <label key={tag} className={styles.chip}>
              <input type="checkbox" name="diet" value={tag} defaultChecked={chosen.includes(tag)} key={`${tag}-${chosen.includes(tag)}`} />
              {DIETARY_TAGS[tag]}
            </label>
          ))}
          <button type="submit" className={`button button--secondary ${styles.apply}`}>
            Apply
          </button>
        </div>
      </fieldset>
    </Form>
  );
}

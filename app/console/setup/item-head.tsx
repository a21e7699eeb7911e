// The head of one item's fieldset in the setup's list forms (occasions, booking
// menus, extras): its name as the legend and, for an item already there, its id
// kept hidden; for the empty "add" fieldset, the hint and the new item's id.
import { InputField } from '../diary/form-fields.tsx';
import type { RowReader } from './row-values.ts';
import { ID_HINT } from './setup-form-values.ts';
import styles from './setup.module.css';

interface ItemHeadProps {
  /** The item shown, or undefined for the fieldset that adds one. */
  item: { id: string; name: string } | undefined;
  /** "occasion", "menu", "extra": what is added. */
  noun: string;
  /** The legend of the adding fieldset: "Add an occasion". */
  addLegend: string;
  row: RowReader;
}

export function ItemHead({ item, noun, addLegend, row }: ItemHeadProps) {
  return (
    <>
      <legend className={styles.itemLegend}>{item ? item.name : addLegend}</legend>
      {item ? (
        <input type="hidden" name={row.name('id')} value={item.id} />
      ) : (
        <>
          <p className={styles.hint}>Leave the id and name empty to add nothing.</p>
          <input type="hidden" name={row.name('new')} value="1" />
          <InputField
            id={row.id('id')}
            name={row.name('id')}
            type="text"
            label={`Id of the new ${noun}`}
            hint={ID_HINT}
            defaultValue={row.value('id')}
            error={row.error('id')}
          />
        </>
      )}
    </>
  );
}

// The booking menus form (product.md D8): a fieldset per menu (name, description,
// price per head in pounds) and one to add a menu, saved together.
import { CheckboxField, InputField, TextAreaField } from '../diary/form-fields.tsx';
import { Hidden } from './check-list.tsx';
import { ListFormFrame } from './list-form-frame.tsx';
import { menuValues } from './menus-edit.ts';
import type { ListFormProps } from './occasions-form.tsx';
import { rowReader, type RowReader } from './row-values.ts';
import { ItemHead } from './item-head.tsx';
import styles from './setup.module.css';

function MenuFieldset({ menu, row }: { menu: { id: string; name: string } | undefined; row: RowReader }) {
  const of = menu ? `the menu ${menu.name}` : 'the new menu';
  return (
    <fieldset className={styles.fieldset}>
      <ItemHead item={menu} noun="menu" addLegend="Add a booking menu" row={row} />
      <div className={styles.row}>
        <InputField
          id={row.id('name')}
          name={row.name('name')}
          type="text"
          label={
            <>
              Name<Hidden> of {of}</Hidden>
            </>
          }
          defaultValue={row.value('name')}
          error={row.error('name')}
        />
        <InputField
          id={row.id('pricePerHead')}
          name={row.name('pricePerHead')}
          type="text"
          label={
            <>
              Price per head (£)<Hidden> for {of}</Hidden>
            </>
          }
          hint="In pounds, e.g. 14.95. Empty: no set price."
          defaultValue={row.value('pricePerHead')}
          error={row.error('pricePerHead')}
        />
      </div>
      <TextAreaField
        id={row.id('description')}
        name={row.name('description')}
        label={
          <>
            Description<Hidden> of {of}</Hidden>
          </>
        }
        rows={2}
        maxLength={500}
        defaultValue={row.value('description')}
        error={row.error('description')}
      />
      {menu && (
        <CheckboxField
          id={row.id('remove')}
          name={row.name('remove')}
          label={`Remove ${menu.name}`}
          hint="Removed when you save."
          defaultChecked={row.checked('remove')}
          error={row.error('remove')}
        />
      )}
    </fieldset>
  );
}

export function MenusForm({ csrfToken, version, doc, result }: ListFormProps) {
  return (
    <ListFormFrame
      csrfToken={csrfToken}
      version={version}
      intent="menus"
      title="Booking menus"
      hint="Set menus a diner may choose when booking; each occasion names the ones it offers."
      save="Save booking menus"
    >
      {[...doc.menus, undefined].map((m, i) => (
        <MenuFieldset key={m?.id ?? 'new'} menu={m} row={rowReader(result, 'menus', `menus.${i}`, menuValues(m))} />
      ))}
    </ListFormFrame>
  );
}

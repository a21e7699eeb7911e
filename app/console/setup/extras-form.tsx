// The extras form (product.md D8): a fieldset per extra (name, description, price
// in pounds, per cover, available, the occasions it goes with, notice) and one
// to add an extra, saved together.
import type { BookingSetup, Upsell } from '../../../contract/booking-setup.ts';
import { CheckboxField, InputField, TextAreaField } from '../diary/form-fields.tsx';
import { CheckList, Hidden } from './check-list.tsx';
import { extraValues } from './extras-edit.ts';
import { ListFormFrame } from './list-form-frame.tsx';
import type { ListFormProps } from './occasions-form.tsx';
import { rowReader, type RowReader } from './row-values.ts';
import { ItemHead } from './item-head.tsx';
import styles from './setup.module.css';

function ExtraFieldset({ extra, doc, row }: { extra: Upsell | undefined; doc: BookingSetup; row: RowReader }) {
  const of = extra ? `the extra ${extra.name}` : 'the new extra';
  const tick = (field: string, label: string, hint: string) => (
    <CheckboxField
      id={row.id(field)}
      name={row.name(field)}
      label={
        <>
          {label}
          <Hidden> ({of})</Hidden>
        </>
      }
      hint={hint}
      defaultChecked={row.checked(field)}
    />
  );
  return (
    <fieldset className={styles.fieldset}>
      <ItemHead item={extra} noun="extra" addLegend="Add an extra" row={row} />
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
          id={row.id('price')}
          name={row.name('price')}
          type="text"
          label={
            <>
              Price (£)<Hidden> of {of}</Hidden>
            </>
          }
          hint="In pounds, e.g. 28.00."
          defaultValue={row.value('price')}
          error={row.error('price')}
        />
        <InputField
          id={row.id('noticeHours')}
          name={row.name('noticeHours')}
          type="number"
          min={0}
          label={
            <>
              Hours’ notice<Hidden> for {of}</Hidden>
            </>
          }
          hint="How long before the booking the kitchen needs to know."
          defaultValue={row.value('noticeHours')}
          error={row.error('noticeHours')}
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
      <div className={styles.row}>
        {tick('perCover', 'Priced per guest', 'Unticked: one price per booking.')}
        {tick('available', 'Available', 'Untick when it runs out; diners stop seeing it.')}
      </div>
      <CheckList
        name={row.name('occasionIds')}
        legend={
          <>
            Goes with<Hidden> ({of})</Hidden>
          </>
        }
        hint="None ticked: every occasion."
        options={doc.occasions.map((o) => ({ value: o.id, label: o.name }))}
        ticked={row.values('occasionIds')}
        error={row.error('occasionIds')}
      />
      {extra && (
        <CheckboxField
          id={row.id('remove')}
          name={row.name('remove')}
          label={`Remove ${extra.name}`}
          hint="Removed when you save."
          defaultChecked={row.checked('remove')}
          error={row.error('remove')}
        />
      )}
    </fieldset>
  );
}

export function ExtrasForm({ csrfToken, version, doc, result }: ListFormProps) {
  return (
    <ListFormFrame
      csrfToken={csrfToken}
      version={version}
      intent="upsells"
      title="Extras"
      hint="Extras offered with a booking, such as a cake or a bottle on the table."
      save="Save extras"
    >
      {[...doc.upsells, undefined].map((u, i) => (
        <ExtraFieldset key={u?.id ?? 'new'} extra={u} doc={doc} row={rowReader(result, 'upsells', `upsells.${i}`, extraValues(u))} />
      ))}
    </ListFormFrame>
  );
}
